// textlint's MDX plugin ships no types: it is a textlint plugin like any other.
declare module 'textlint-plugin-mdx' {
  import type {TextlintPluginCreator} from '@textlint/types';

  const plugin: TextlintPluginCreator;
  export default plugin;
}
