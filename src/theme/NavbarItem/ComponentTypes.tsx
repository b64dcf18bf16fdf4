import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';

import ProductNav from '@site/src/components/ProductNav';
import UserArea from '@site/src/components/UserArea';

/**
 * The theme's navbar item types plus ours, used from docusaurus.config.ts:
 * `custom-productNav` (the five provider panels) and `custom-userArea`.
 */
const types: typeof ComponentTypes = {
  ...ComponentTypes,
  'custom-productNav': ProductNav,
  'custom-userArea': UserArea,
};

export default types;
