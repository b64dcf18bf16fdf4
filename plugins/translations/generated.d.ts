// The mark other plugins' components show by an entry or example whose Japanese is not current.
declare module '@theme/TranslationMark' {
  export {default} from '@site/plugins/translations/theme/TranslationMark';
}
