/** What the run frame's console bridge (runDocument.ts) posts to the page for each console call and error. */
export interface ConsoleMessage {
  readonly type: typeof CONSOLE_MESSAGE_TYPE;
  readonly run: string;
  readonly level: 'log' | 'info' | 'warn' | 'error' | 'debug';
  readonly text: string;
  /** The line in the reader's code, when the call or error comes from it. */
  readonly line: number | null;
}

export const CONSOLE_MESSAGE_TYPE = 'example-run-console';
