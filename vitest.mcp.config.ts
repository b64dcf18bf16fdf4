import {defineConfig} from 'vitest/config';

import {baseConfig} from './vitest.config';

/*
 * The MCP server's tests (`npm run test:mcp`): the server over stdio and
 * HTTP, driven by current and 2025-era clients, on the built site, so they
 * run after `npm run build`. One file at a time: each starts servers, and
 * the memory test wants the process to itself (with `gc()` exposed).
 */
export default defineConfig({
  ...baseConfig,
  test: {
    ...baseConfig.test,
    include: ['tests/mcp/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    poolOptions: {forks: {execArgv: ['--expose-gc']}},
  },
});
