import type {ReactNode} from 'react';
import SecondaryMenu from '@theme-original/Navbar/MobileSidebar/SecondaryMenu';
import type SecondaryMenuType from '@theme/Navbar/MobileSidebar/SecondaryMenu';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarSecondaryMenu} from '@site/plugins/overrides/private-hooks';

import {UserArea} from '@site/src/session';

type Props = WrapperProps<typeof SecondaryMenuType>;

/**
 * On doc pages the mobile menu opens on the docs sidebar (the secondary
 * menu); the bottom bar (Sign in / Sign up, or Ask AI / Get your token)
 * belongs there too, not only behind "Back to main menu".
 */
export default function SecondaryMenuWrapper(props: Props): ReactNode {
  const {content} = useNavbarSecondaryMenu();
  return (
    <>
      <SecondaryMenu {...props} />
      {content ? <UserArea mobile /> : null}
    </>
  );
}
