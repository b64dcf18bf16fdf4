// The 404 page's content from the search plugin (plugins/search/theme/NotFound/Content), swizzled
// here as SearchPage is: it suggests pages with the site's search.
export {default} from '@site/plugins/search/theme/NotFound/Content';
