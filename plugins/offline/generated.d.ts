// The offline copy's update prompt, which the site's Root shows on every page.
declare module '@theme/OfflineUpdatePrompt' {
  export {default} from '@site/plugins/offline/theme/OfflineUpdatePrompt';
}
