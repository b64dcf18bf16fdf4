import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';

/**
 * Replaces the theme's module of the same name (see `index.ts`): the slot
 * through which a page puts its own menu (the docs sidebar) into the mobile
 * navigation drawer. The theme's filler memoises its props by sorting their
 * keys with `localeCompare` on every render, and the first such call builds
 * the browser's collator, a long task on a phone's main thread, in the task
 * that swaps the desktop sidebar for the drawer's right after hydration.
 * This one compares the props key by key instead. It also fills the slot as
 * a transition: the drawer, closed until the reader opens it, renders the
 * whole sidebar, which React then does in short slices.
 */
type Content = {component: ComponentType<object>; props: object} | {component: null; props: null};

const EMPTY: Content = {component: null, props: null};

const ContentContext = createContext<[Content, Dispatch<SetStateAction<Content>>] | null>(null);

function useContentSlot(): [Content, Dispatch<SetStateAction<Content>>] {
  const slot = useContext(ContentContext);
  if (!slot) {
    throw new Error(
      'The navbar secondary menu is used outside NavbarSecondaryMenuContentProvider.',
    );
  }
  return slot;
}

export function NavbarSecondaryMenuContentProvider({children}: {children: ReactNode}): ReactNode {
  const slot = useState<Content>(EMPTY);
  return <ContentContext.Provider value={slot}>{children}</ContentContext.Provider>;
}

export function useNavbarSecondaryMenuContent(): Content {
  return useContentSlot()[0];
}

/** The same object while its keys and values are: the drawer re-renders only when they change. */
function useStableProps<P extends object>(props: P): P {
  const keys = Object.keys(props).sort();
  const values = keys.map((key) => (props as Record<string, unknown>)[key]);
  // The dependencies are the props' own keys and values, by design.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => props, [keys.join('\n'), ...values]);
}

export function NavbarSecondaryMenuFiller<P extends object>({
  component,
  props,
}: {
  component: ComponentType<P>;
  props: P;
}): ReactNode {
  const [, setContent] = useContentSlot();
  const stableProps = useStableProps(props);
  useEffect(() => {
    startTransition(() => {
      setContent({component: component as ComponentType<object>, props: stableProps});
    });
  }, [setContent, component, stableProps]);
  useEffect(() => () => setContent(EMPTY), [setContent]);
  return null;
}
