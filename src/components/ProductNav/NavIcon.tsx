import type {ReactNode} from 'react';

import type {NavIcon as NavIconName} from '@site/src/data/navigation';

/** 20 px line icons for the navigation panel groups; decorative only. */
const PATHS: Record<NavIconName, string> = {
  sdk: 'M4 5h12v8H4zM2 15h16M8 9l-2 1.5L8 12M12 9l2 1.5-2 1.5',
  palette:
    'M10 3a7 7 0 1 0 0 14c1 0 1.5-.8 1-1.6-.6-1 .1-2.4 1.3-2.4H15a3 3 0 0 0 2-3A7 7 0 0 0 10 3zM6.5 9h.01M9 6h.01M12.5 6.5h.01',
  api: 'M7 6L3 10l4 4M13 6l4 4-4 4M11 4l-2 12',
  navigation: 'M10 2l6 15-6-3.5L4 17z',
  search: 'M9 15A6 6 0 1 0 9 3a6 6 0 0 0 0 12zM13.5 13.5L18 18',
  data: 'M4 5c0-1.1 2.7-2 6-2s6 .9 6 2-2.7 2-6 2-6-.9-6-2zM4 5v10c0 1.1 2.7 2 6 2s6-.9 6-2V5M4 10c0 1.1 2.7 2 6 2s6-.9 6-2',
  learn: 'M2 6l8-3 8 3-8 3zM5 7.5V12c0 1.2 2.2 2.5 5 2.5s5-1.3 5-2.5V7.5M18 6v5',
  support:
    'M10 17a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM8 8a2 2 0 1 1 2.5 2c-.3.1-.5.4-.5.7V12M10 14.5h.01',
};

export default function NavIcon({name}: {name: NavIconName}): ReactNode {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
