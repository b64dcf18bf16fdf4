import type {ComponentProps, ReactNode} from 'react';
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';

import {useHeaderMenu} from '@site/src/components/HeaderMenus';
import ProductNav from '@site/src/components/ProductNav';
import {UserArea} from '@site/src/session';

const OriginalLocaleDropdown = ComponentTypes.localeDropdown;

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
 * The theme's navbar item types plus ours, used from docusaurus.config.ts:
 * `custom-productNav` (the five provider panels) and `custom-userArea`.
 */
const types: typeof ComponentTypes = {
  ...ComponentTypes,
  localeDropdown: LocaleDropdown,
  'custom-productNav': ProductNav,
  'custom-userArea': UserArea,
};

export default types;
