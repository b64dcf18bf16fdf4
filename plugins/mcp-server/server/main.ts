/**
 * `npm run mcp` and the package's `bin`: the docs' MCP server over stdio,
 * on the built site named by `--build <dir>` or `DOCS_BUILD_DIR` (default:
 * the repository's `build/`). Without a built site it says how to make one
 * and exits with status 1. Standard output carries the protocol only; what
 * the server has to say goes to standard error.
 */
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';

import {buildDirFrom, loadBuiltSite, MissingBuildError} from './builtSite';
import {createDocsServer} from './docsServer';

async function main(): Promise<void> {
  const dir = buildDirFrom(process.argv.slice(2), process.env);
  let site;
  try {
    site = loadBuiltSite(dir);
  } catch (error) {
    console.error(error instanceof MissingBuildError ? error.message : String(error));
    process.exit(1);
  }
  const {server} = createDocsServer(site);
  await server.connect(new StdioServerTransport());
  console.error(
    `Docs MCP server on ${dir} (${site.locales.map((locale) => locale.locale).join(', ')}), ready ${Math.round(performance.now())} ms after the process started`,
  );
}

void main();
