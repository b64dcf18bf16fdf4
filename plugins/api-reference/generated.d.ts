// The JSON modules this plugin writes for the API pages (`@api-pages` is its alias).
declare module '@api-pages/type-links.json' {
  import type {ApiTypeLinks} from '@site/plugins/api-reference/types';

  const typeLinks: ApiTypeLinks;
  export default typeLinks;
}
