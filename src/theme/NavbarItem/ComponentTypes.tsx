import type {ComponentProps, ReactNode} from 'react';
import type ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';
import OriginalLocaleDropdown from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';

import {useHeaderMenu} from '@site/src/components/HeaderMenus';
import ProductNav from '@site/src/components/ProductNav';
import {UserArea} from '@site/src/session';

/**
 * The theme's language dropdown, reporting to the header-menu coordinator
 * when the reader hovers or focuses it, so an open user menu closes (the
 * theme's dropdown already closes itself on a click or focus elsewhere).
 */
function LocaleDropdown(props: ComponentProps<typeof OriginalLocaleDropdown>): ReactNode {
  const {open} = useHeaderMenu('language');
  if (props.mobile) {
    return <OriginalLocaleDropdown {...props} />;
  }
  return (
    <div className="locale-dropdown" onMouseOver={open} onFocus={open}>
      <OriginalLocaleDropdown {...props} />
    </div>
  );
}

/**
 * The navbar item types the site can use: the theme's, but for the docs
 * ones (`doc`, `docSidebar`, `docsVersion`, `docsVersionDropdown`: the site
 * has one version and no doc links in its header, and importing the theme's
 * table put their code in every page's main script),
 * plus ours, used from docusaurus.config.ts: `custom-productNav` (the five
 * provider panels) and `custom-userArea`. A type not listed here fails the
 * build, naming it.
 */
const types = {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  html: HtmlNavbarItem,
  search: SearchNavbarItem,
  localeDropdown: LocaleDropdown,
  'custom-productNav': ProductNav,
  'custom-userArea': UserArea,
} as Partial<typeof ComponentTypes> as typeof ComponentTypes;

export default types;
