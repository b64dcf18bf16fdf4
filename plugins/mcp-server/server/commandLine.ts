/**
 * How `npm run mcp` is asked to serve: over stdio (the default), or over
 * HTTP with `--http <port>` (0: any free port) and `--host <address>`
 * (default `DEFAULT_HTTP_HOST`, this machine only). The built site is named
 * apart (`builtSite.ts`, `--build`).
 */
import {DEFAULT_HTTP_HOST} from './limits';

export type ServeMode =
  | {readonly transport: 'stdio'}
  | {readonly transport: 'http'; readonly port: number; readonly host: string};

export class CommandLineError extends Error {}

const USAGE = 'Usage: npm run mcp -- [--build <dir>] [--http <port> [--host <address>]]';

/** The value of `--name value` or `--name=value`, if given. */
function valueOf(argv: readonly string[], name: string): string | undefined {
  const inline = argv.find((argument) => argument.startsWith(`${name}=`));
  if (inline !== undefined) {
    return inline.slice(name.length + 1);
  }
  const at = argv.indexOf(name);
  if (at === -1) {
    return undefined;
  }
  const value = argv[at + 1];
  if (value === undefined || value.startsWith('--')) {
    throw new CommandLineError(`${name} needs a value. ${USAGE}`);
  }
  return value;
}

export function serveModeFrom(argv: readonly string[]): ServeMode {
  const port = valueOf(argv, '--http');
  const host = valueOf(argv, '--host');
  if (port === undefined) {
    if (host !== undefined) {
      throw new CommandLineError(`--host is for the HTTP mode: add --http <port>. ${USAGE}`);
    }
    return {transport: 'stdio'};
  }
  const number = Number(port);
  if (!/^\d+$/.test(port) || number > 65_535) {
    throw new CommandLineError(`--http takes a port from 0 to 65535, not "${port}". ${USAGE}`);
  }
  return {transport: 'http', port: number, host: host ?? DEFAULT_HTTP_HOST};
}
