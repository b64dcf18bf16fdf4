/**
 * `npm run mcp` and the package's `bin`: the docs' MCP server on the built
 * site named by `--build <dir>` or `DOCS_BUILD_DIR` (default: the
 * repository's `build/`), over stdio, or over HTTP with `--http <port>`
 * (`commandLine.ts`), in worker processes when it has more than one
 * (`http/workers.ts`). Without a built site it says how to make one and exits
 * with status 1. Over stdio, standard output carries the protocol only;
 * whatever the server has to say goes to standard error, in both modes.
 */
import {serveStdio} from '@modelcontextprotocol/server/stdio';

import {buildDirFrom, loadBuiltSite, MissingBuildError, type BuiltSite} from './builtSite';
import {CommandLineError, serveModeFrom, type ServeMode} from './commandLine';
import {createDocsServer, openDocs} from './docsServer';
import {HEALTH_PATH} from './limits';
import {startHttpServer} from './http/httpServer';
import {serveAsWorker} from './http/worker';
import {startWorkerPool, WORKER_ROLE_VARIABLE} from './http/workers';
import {DocsStdioTransport} from './stdioTransport';

function fail(message: string, status: number): never {
  console.error(message);
  process.exit(status);
}

function readyIn(): string {
  return `ready ${Math.round(performance.now())} ms after the process started`;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  let mode: ServeMode;
  try {
    mode = serveModeFrom(argv);
  } catch (error) {
    fail(error instanceof CommandLineError ? error.message : String(error), 2);
  }
  const dir = buildDirFrom(argv, process.env);
  let site: BuiltSite;
  try {
    site = loadBuiltSite(dir);
  } catch (error) {
    fail(error instanceof MissingBuildError ? error.message : String(error), 1);
  }
  const locales = site.locales.map((locale) => locale.locale).join(', ');
  if (mode.transport === 'stdio') {
    const docs = openDocs(site);
    serveStdio(() => createDocsServer(docs), {
      transport: new DocsStdioTransport(),
      onerror: (error) => console.error(`MCP over stdio: ${error.message}`),
    });
    console.error(`Docs MCP server on ${dir} (${locales}) over stdio, ${readyIn()}`);
    return;
  }
  if (process.env[WORKER_ROLE_VARIABLE]) {
    serveAsWorker(openDocs(site), mode.host);
    return;
  }
  let server;
  try {
    // The primary of several workers only hands out connections: it opens no docs of its own.
    server =
      mode.workers > 1
        ? await startWorkerPool({
            port: mode.port,
            host: mode.host,
            workers: mode.workers,
            entry: process.argv[1]!,
            args: argv,
          })
        : await startHttpServer(openDocs(site), {port: mode.port, host: mode.host});
  } catch (error) {
    fail(`Cannot serve on ${mode.host}:${mode.port}: ${(error as Error).message}`, 1);
  }
  const processes = mode.workers > 1 ? `${mode.workers} worker processes` : 'one process';
  console.error(
    `Docs MCP server on ${dir} (${locales}) listening at ${server.url} (health: ${HEALTH_PATH}, ${processes}), ${readyIn()}`,
  );
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

void main();
