// The search plugin's bar (plugins/search/theme/SearchBar.tsx), swizzled here
// because only the site's own theme folder can wrap the search theme's bar:
// from a plugin's theme folder, `@theme-init` reaches the first SearchBar
// registered (an empty placeholder), never the search theme's.
export {default} from '@site/plugins/search/theme/SearchBar';
