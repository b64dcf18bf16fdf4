import type {ReactNode} from 'react';
import DocSidebarDesktop from '@theme-init/DocSidebar/Desktop';
import type {Props} from '@theme/DocSidebar/Desktop';

import HydrateLater from '@site/src/hydration/HydrateLater';

/** The docs sidebar of wide screens: a phone replaces it with the menu's as soon as it has hydrated. */
export default function DocSidebarDesktopWrapper(props: Props): ReactNode {
  return (
    <HydrateLater>
      <DocSidebarDesktop {...props} />
    </HydrateLater>
  );
}
