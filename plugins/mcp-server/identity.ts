/**
 * How the MCP server names itself and how it is started: what llms.txt,
 * CONTRIBUTING.md and the server's own handshake say. The `bin` entry of
 * package.json carries the same command name (a unit test holds them
 * together).
 */

/** The server's name in the MCP handshake: `mapbox-gl-js-docs`. */
export function serverName(productId: string): string {
  return `${productId}-gl-js-docs`;
}

/** The package's command for the server (package.json `bin`). */
export const BIN_NAME = 'gl-js-docs-mcp';

/** The file that command runs, from the repository's root. */
export const BIN_FILE = 'bin/docs-mcp.mjs';

/** The npm script that starts it from a clone. */
export const NPM_SCRIPT = 'mcp';
