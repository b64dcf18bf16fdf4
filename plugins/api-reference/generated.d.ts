// The JSON modules this plugin writes for the API pages (`@api-pages` is its alias).
declare module '@api-pages/type-links.json' {
  import type {ApiTypeLinks} from '@site/plugins/api-reference/types';

  const typeLinks: ApiTypeLinks;
  export default typeLinks;
}

declare module '@api-pages/code-assist.json' {
  import type {CodeAssistData} from '@site/plugins/api-reference/types';

  const data: CodeAssistData;
  export default data;
}

// The editor's API help, which the examples' editor adds (`theme/ApiCodeAssist`).
declare module '@theme/ApiCodeAssist' {
  export {apiCodeAssist} from '@site/plugins/api-reference/theme/ApiCodeAssist';
}
