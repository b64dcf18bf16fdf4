#!/usr/bin/env node
/**
 * The docs' MCP server over stdio (plugins/mcp-server). The server is
 * TypeScript, like the rest of the repository; jiti compiles it on the fly
 * (and caches the result), as for the other npm scripts that run TypeScript.
 */
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

const require = createRequire(import.meta.url);
const createJiti = require('jiti');
const jiti = createJiti(fileURLToPath(import.meta.url));
jiti('../plugins/mcp-server/server/main.ts');
