/** What the run frame's console bridge (runDocument.ts) posts to the page for each console call and error. */
export interface ConsoleMessage {
  readonly type: typeof CONSOLE_MESSAGE_TYPE;
  readonly run: string;
  readonly level: (typeof CONSOLE_LEVELS)[number];
  readonly text: string;
  /** The line in the reader's code, when the call or error comes from it. */
  readonly line: number | null;
}

export const CONSOLE_MESSAGE_TYPE = 'example-run-console';

/** The console methods the bridge forwards, and the only levels the page accepts. */
export const CONSOLE_LEVELS = ['log', 'info', 'warn', 'error', 'debug'] as const;
