import type {Plugin} from '@docusaurus/types';

/** A path segment that matches either separator. */
const SEP = String.raw`[\\/]`;

const folder = (...parts: string[]) => parts.join(SEP) + SEP;

/**
 * What every code block runs on: the theme's block and the site's wrapper,
 * the highlighting that keeps the server's markup (Prism itself stays a chunk
 * loaded on demand), the access-token comment, the scrolling table and the two
 * hydration hooks they use.
 */
export const CODE_BLOCK_MODULES = new RegExp(
  [
    folder('src', 'theme', 'CodeBlock'),
    `src${SEP}lib${SEP}accessTokenInCode\\.ts$`,
    folder('src', 'components', 'ScrollableTable'),
    `src${SEP}hydration${SEP}(useHydrating|serverCopy)\\.ts$`,
    `${folder('plugins', 'code-highlighting')}(?!prism\\.ts$)`,
    folder('plugins', 'overrides', 'code-block'),
    folder('@docusaurus', 'theme-classic', 'lib', 'theme', 'CodeBlock'),
  ].join('|'),
);

/** The docs plugin's client API (`@docusaurus/plugin-content-docs/client`). */
export const DOCS_CLIENT_MODULES = new RegExp(
  folder('@docusaurus', 'plugin-content-docs', 'lib', 'client'),
);

/**
 * Two groups of modules that several chunks of one page each import, kept in
 * a chunk of their own so that a page downloads them once. Docusaurus's only
 * shared chunk takes what half of all pages use; below that, each async chunk
 * carries its own copy. An API page loads the doc layout's chunks and its own,
 * and both import the code block; the doc layout's three chunks all import
 * the docs plugin's client API.
 */
export default function sharedChunks(): Plugin {
  return {
    name: 'shared-chunks',
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : {
            optimization: {
              splitChunks: {
                cacheGroups: {
                  codeBlocks: {
                    test: CODE_BLOCK_MODULES,
                    name: 'code-blocks',
                    chunks: 'async',
                    enforce: true,
                    priority: 30,
                  },
                  docsClient: {
                    test: DOCS_CLIENT_MODULES,
                    name: 'docs-client',
                    chunks: 'async',
                    enforce: true,
                    priority: 30,
                  },
                },
              },
            },
          },
  };
}
