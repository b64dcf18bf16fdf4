/**
 * The theme's internal hooks the site's own components read, imported here
 * and nowhere else, so an upgrade that moves them breaks one file that the
 * overrides' unit test names. Neither has a public equivalent in
 * `@docusaurus/theme-common` 3.10.
 */
export {useCodeBlockContext, useNavbarSecondaryMenu} from '@docusaurus/theme-common/internal';
