import type {ReactNode} from 'react';
import DocItemTOCDesktop from '@theme-init/DocItem/TOC/Desktop';

import HydrateLater from '@site/src/hydration/HydrateLater';

/** The table of contents of wide screens: a phone shows the collapsible one instead, once hydrated. */
export default function DocItemTOCDesktopWrapper(): ReactNode {
  return (
    <HydrateLater>
      <DocItemTOCDesktop />
    </HydrateLater>
  );
}
