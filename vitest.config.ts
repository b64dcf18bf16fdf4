import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  esbuild: {jsx: 'automatic'},
  resolve: {
    alias: {
      '@docusaurus/Link': here('./tests/unit/mocks/Link.tsx'),
      '@docusaurus/Translate': here('./tests/unit/mocks/Translate.tsx'),
      '@docusaurus/useDocusaurusContext': here('./tests/unit/mocks/useDocusaurusContext.ts'),
      '@docusaurus/useIsBrowser': here('./tests/unit/mocks/useIsBrowser.ts'),
      '@site': here('.'),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    css: {modules: {classNameStrategy: 'non-scoped'}},
  },
});
