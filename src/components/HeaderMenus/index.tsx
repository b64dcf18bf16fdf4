import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';

/** The header menus, of which at most one is open at a time. */
export type HeaderMenuName = 'language' | 'user';

interface HeaderMenusValue {
  readonly openMenu: HeaderMenuName | null;
  readonly setOpenMenu: Dispatch<SetStateAction<HeaderMenuName | null>>;
}

const HeaderMenusContext = createContext<HeaderMenusValue | null>(null);

/** Remembers which header menu is open, so opening one closes the other. */
export function HeaderMenusProvider({children}: {children: ReactNode}): ReactNode {
  const [openMenu, setOpenMenu] = useState<HeaderMenuName | null>(null);
  const value = useMemo(() => ({openMenu, setOpenMenu}), [openMenu]);
  return <HeaderMenusContext.Provider value={value}>{children}</HeaderMenusContext.Provider>;
}

/** Open state of one header menu; opening it closes whichever other was open. */
export function useHeaderMenu(name: HeaderMenuName): {
  isOpen: boolean;
  open: () => void;
  close: () => void;
} {
  const context = useContext(HeaderMenusContext);
  const setOpenMenu = context?.setOpenMenu;
  const open = useCallback(() => setOpenMenu?.(name), [setOpenMenu, name]);
  const close = useCallback(
    () => setOpenMenu?.((current) => (current === name ? null : current)),
    [setOpenMenu, name],
  );
  if (!context) {
    throw new Error('Hook useHeaderMenu is called outside the <HeaderMenusProvider>.');
  }
  return {isOpen: context.openMenu === name, open, close};
}
