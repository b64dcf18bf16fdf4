/** Where the version facts live, from the site's root: committed, written only by `npm run api:versions`. */
export const VERSION_FACTS_FILE = 'plugins/api-versions/versions.json';
