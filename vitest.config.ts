import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
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
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Some tests build a whole search index or a tile set; on a busy two-core
    // machine that takes longer than Vitest's 5 s default.
    testTimeout: 30_000,
    css: {modules: {classNameStrategy: 'non-scoped'}},
  },
});
