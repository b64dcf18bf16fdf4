// The search plugin's results page (plugins/search/theme/SearchPage), swizzled
// here for the same reason as SearchBar: only this folder sits above the search theme.
export {default} from '@site/plugins/search/theme/SearchPage';
