/**
 * The server as the tests start it: in this process over HTTP on an
 * ephemeral port (its counters can then be read), or as `npm run mcp` does,
 * a child process of `bin/docs-mcp.mjs`, over HTTP or stdio.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {join} from 'node:path';

import {BIN_FILE} from '../../../plugins/mcp-server/identity';
import {loadBuiltSite} from '../../../plugins/mcp-server/server/builtSite';
import {openDocs, type Docs} from '../../../plugins/mcp-server/server/docsServer';
import {
  startHttpServer,
  type DocsHttpServer,
} from '../../../plugins/mcp-server/server/http/httpServer';
import {BUILD_DIR, REPOSITORY} from './site';

export const SERVER_COMMAND = {
  command: process.execPath,
  args: [join(REPOSITORY, BIN_FILE), '--build', BUILD_DIR],
};

let docs: Docs | undefined;

/** The docs opened once for every in-process server of a test file. */
export function sharedDocs(): Docs {
  docs ??= openDocs(loadBuiltSite(BUILD_DIR));
  return docs;
}

export interface InProcessServer extends DocsHttpServer {
  /** What the server reported outside its answers. */
  readonly logged: string[];
}

export async function startInProcess(host = '127.0.0.1'): Promise<InProcessServer> {
  const logged: string[] = [];
  const server = await startHttpServer(sharedDocs(), {
    port: 0,
    host,
    log: (message) => logged.push(message),
  });
  return Object.assign(server, {logged});
}

export interface ChildServer {
  readonly child: ChildProcess;
  /** Everything the child wrote to standard error so far. */
  readonly stderr: () => string;
  readonly stdout: () => string;
  stop(): Promise<void>;
}

function spawnServer(extraArgs: readonly string[]): ChildServer {
  const child = spawn(SERVER_COMMAND.command, [...SERVER_COMMAND.args, ...extraArgs], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  return {
    child,
    stderr: () => stderr,
    stdout: () => stdout,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** `bin/docs-mcp.mjs --http 0`, once it has said where it listens. */
export async function startHttpChild(
  extraArgs: readonly string[] = [],
): Promise<ChildServer & {url: string}> {
  const server = spawnServer(['--http', '0', ...extraArgs]);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The server did not say where it listens: ${server.stderr()}`)),
      60_000,
    );
    const look = () => {
      const found = /listening at (http:\/\/\S+\/mcp)/.exec(server.stderr());
      if (found) {
        clearTimeout(timer);
        server.child.stderr!.off('data', look);
        resolve(found[1]!);
      }
    };
    server.child.stderr!.on('data', look);
    server.child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code}): ${server.stderr()}`));
    });
  });
  return Object.assign(server, {url});
}

/** `bin/docs-mcp.mjs` over stdio, for tests that write the protocol's lines themselves. */
export function startStdioChild(): ChildServer {
  return spawnServer([]);
}

/** The messages a stdio child writes, one JSON-RPC message a line, in order. */
export class StdioMessages {
  private readonly messages: unknown[] = [];
  private buffer = '';
  private waiting?: () => void;

  constructor(private readonly server: ChildServer) {
    server.child.stdout!.on('data', (chunk: string) => {
      this.buffer += chunk;
      let end: number;
      while ((end = this.buffer.indexOf('\n')) !== -1) {
        this.messages.push(JSON.parse(this.buffer.slice(0, end)));
        this.buffer = this.buffer.slice(end + 1);
      }
      this.waiting?.();
    });
  }

  send(line: string | object): void {
    this.server.child.stdin!.write(`${typeof line === 'string' ? line : JSON.stringify(line)}\n`);
  }

  /** The next message the server writes. */
  async next(timeoutMs = 60_000): Promise<unknown> {
    const end = Date.now() + timeoutMs;
    while (this.messages.length === 0) {
      if (Date.now() > end) throw new Error(`No message from the server: ${this.server.stderr()}`);
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
        setTimeout(resolve, 100);
      });
    }
    return this.messages.shift();
  }
}
