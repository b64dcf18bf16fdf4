/**
 * How `npm run mcp` is asked to serve: over stdio (the default), or over
 * HTTP with `--http <port>` (0: any free port), `--host <address>`
 * (default `DEFAULT_HTTP_HOST`, this machine only) and `--workers <n>`
 * (processes serving requests; default one per core up to
 * `MAX_DEFAULT_WORKERS`). The built site is named apart (`builtSite.ts`,
 * `--build`).
 */
import {availableParallelism} from 'node:os';

import {DEFAULT_HTTP_HOST, MAX_DEFAULT_WORKERS, MAX_WORKERS} from './limits';

export type ServeMode =
  | {readonly transport: 'stdio'}
  | {
      readonly transport: 'http';
      readonly port: number;
      readonly host: string;
      readonly workers: number;
    };

export class CommandLineError extends Error {}

const USAGE =
  'Usage: npm run mcp -- [--build <dir>] [--http <port> [--host <address>] [--workers <n>]]';

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

/** One worker per core, up to `MAX_DEFAULT_WORKERS`: each holds its own copy of the docs. */
export function defaultWorkers(cores = availableParallelism()): number {
  return Math.max(1, Math.min(cores, MAX_DEFAULT_WORKERS));
}

export function serveModeFrom(argv: readonly string[], cores?: number): ServeMode {
  const port = valueOf(argv, '--http');
  const host = valueOf(argv, '--host');
  const workers = valueOf(argv, '--workers');
  if (port === undefined) {
    for (const [name, value] of [
      ['--host', host],
      ['--workers', workers],
    ] as const) {
      if (value !== undefined) {
        throw new CommandLineError(`${name} is for the HTTP mode: add --http <port>. ${USAGE}`);
      }
    }
    return {transport: 'stdio'};
  }
  if (
    workers !== undefined &&
    !(/^\d+$/.test(workers) && +workers >= 1 && +workers <= MAX_WORKERS)
  ) {
    throw new CommandLineError(
      `--workers takes a number from 1 to ${MAX_WORKERS}, not "${workers}". ${USAGE}`,
    );
  }
  const number = Number(port);
  if (!/^\d+$/.test(port) || number > 65_535) {
    throw new CommandLineError(`--http takes a port from 0 to 65535, not "${port}". ${USAGE}`);
  }
  return {
    transport: 'http',
    port: number,
    host: host ?? DEFAULT_HTTP_HOST,
    workers: workers === undefined ? defaultWorkers(cores) : Number(workers),
  };
}
