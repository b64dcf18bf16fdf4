import {readdirSync, readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {defineConfig, type ViteUserConfig} from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const UNIT_DIR = 'tests/unit';

/**
 * The unit files that ask for a browser environment (`@vitest-environment`
 * in the file), apart from the others: React and the DOM keep state on
 * globals, so each of these runs in a fresh module context. `npm run
 * test:unit` runs the others with `--no-isolate` (Vitest 3 takes isolation
 * for the whole run, not per project): they share their worker's loaded
 * modules from file to file, which spares reloading the same libraries (the
 * search engine, the API model, the parsers) for every file.
 */
function unitFiles(): {isolated: string[]; shared: string[]} {
  const isolated: string[] = [];
  const shared: string[] = [];
  for (const name of readdirSync(here(`./${UNIT_DIR}`))) {
    if (!/\.test\.tsx?$/.test(name)) continue;
    const path = `${UNIT_DIR}/${name}`;
    (/@vitest-environment\s/.test(readFileSync(here(`./${path}`), 'utf8'))
      ? isolated
      : shared
    ).push(path);
  }
  return {isolated, shared};
}

/** What every Vitest run of this repository shares: the unit run here, the MCP server's run (`vitest.mcp.config.ts`). */
export const baseConfig = {
  esbuild: {jsx: 'automatic'},
  resolve: {
    alias: {
      '@docusaurus/ExecutionEnvironment': here(
        './node_modules/@docusaurus/core/lib/client/exports/ExecutionEnvironment.js',
      ),
      '@docusaurus/Link': here('./tests/unit/mocks/Link.tsx'),
      '@docusaurus/Translate': here('./tests/unit/mocks/Translate.tsx'),
      '@docusaurus/useDocusaurusContext': here('./tests/unit/mocks/useDocusaurusContext.ts'),
      '@docusaurus/useIsBrowser': here('./tests/unit/mocks/useIsBrowser.ts'),
      // What Docusaurus's router module re-exports.
      '@docusaurus/router': 'react-router-dom',
      '@site': here('.'),
    },
  },
  test: {
    environment: 'node',
    // Some tests build a whole search index or a tile set; on a busy two-core
    // machine that takes longer than Vitest's 5 s default.
    testTimeout: 30_000,
    css: {modules: {classNameStrategy: 'non-scoped'}},
    // Every core: Vitest's default leaves one free, which is half of a two-core machine.
    maxWorkers: '100%',
  },
} satisfies ViteUserConfig;

const {isolated, shared} = unitFiles();

/** The unit run: the two groups of `unitFiles`, each a project. */
export default defineConfig({
  ...baseConfig,
  test: {
    ...baseConfig.test,
    projects: [
      {extends: true, test: {name: 'unit', include: shared}},
      {extends: true, test: {name: 'unit-dom', include: isolated}},
    ],
  },
});
