import {useRef, useState} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';

/**
 * True while a code block may keep the markup the server rendered for `code`.
 * React does not look inside an element given `dangerouslySetInnerHTML` while
 * hydrating, so such a block keeps the server's highlighted lines without
 * tokenising them again, which was most of the cost of hydrating a page with
 * code. That holds while:
 * - the block was first rendered by hydration, not by a client-side navigation;
 * - its code is the code it was hydrated with (the reader's token changes it);
 * - the colour mode is the one the server rendered (token colours are inline
 *   styles of the light theme), so a dark page or a switch to dark renders
 *   the block again.
 * Once false it stays false: the server's lines are gone.
 */
export function useServerMarkup(code: string): boolean {
  const isBrowser = useIsBrowser();
  const {colorMode} = useColorMode();
  const {
    colorMode: {defaultMode},
  } = useThemeConfig();
  const [hydratedCode] = useState(() =>
    ExecutionEnvironment.canUseDOM && !isBrowser ? code : null,
  );
  const left = useRef(false);
  if (hydratedCode !== code || colorMode !== defaultMode) {
    left.current = true;
  }
  return !left.current;
}

/**
 * Props for the element whose children the server rendered: React leaves
 * them as they are. Key the element by `useServerMarkup`, so that the kept
 * markup is removed with it when the block renders its own children instead.
 */
export const KEEP_SERVER_CHILDREN = {
  dangerouslySetInnerHTML: {__html: ''},
  suppressHydrationWarning: true,
} as const;
