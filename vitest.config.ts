import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  esbuild: {jsx: 'automatic'},
  resolve: {
    alias: {
      '@docusaurus/Translate': here('./tests/unit/mocks/Translate.tsx'),
      '@site': here('.'),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    css: {modules: {classNameStrategy: 'non-scoped'}},
  },
});
