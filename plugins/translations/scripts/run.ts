/**
 * Runs a script's `main` and sets the exit code it returns, or 1 with the
 * error's message. Not `process.exit`: a piped stdout is written out first.
 */
export function runScript(main: (args: readonly string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
