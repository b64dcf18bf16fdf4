import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';

import HydrateLater from '@site/src/hydration/HydrateLater';
import Badge from '@site/src/components/Badge';
import {navPanels, type NavPanel} from '@site/src/data/navigation';
import {track} from '@site/src/lib/analytics';
import NavIcon from './NavIcon';
import {usePanelLinks} from './usePanelLinks';
import styles from './styles.module.css';

/** The disclosure arrow of a panel trigger; points up while open. */
function Chevron({size, open = false}: {size: number; open?: boolean}): ReactNode {
  return (
    <svg
      className={clsx(styles.chevron, open && styles.chevronOpen)}
      width={size}
      height={size}
      viewBox="0 0 10 10"
      aria-hidden="true">
      <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

function PanelContent({panel}: {panel: NavPanel}): ReactNode {
  const {resolveHref, text} = usePanelLinks();
  return (
    <div className={styles.groups}>
      {panel.groups.map((group) => (
        <section key={group.title.en} className={styles.group}>
          <h2 className={styles.groupTitle}>
            <NavIcon name={group.icon} />
            {text(group.title)}
          </h2>
          <ul className={styles.items}>
            {group.items.map((item) => (
              <li key={item.href}>
                <a className={styles.itemLink} href={resolveHref(item.href)}>
                  {text(item.title)}
                  {/* No tooltip: the badge sits inside a link and must not take focus. */}
                  {item.tag ? <Badge type={item.tag} tooltip="" /> : null}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * Desktop product navigation: five triggers, each opening a full-width
 * panel below the header on hover, focus or Enter, with a grey overlay over
 * the page. Leaving the trigger and panel, Escape, a click outside or a
 * route change closes it.
 */
export function ProductNavDesktop(): ReactNode {
  const {text} = usePanelLinks();
  const [openId, setOpenId] = useState<NavPanel['id'] | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  // Escape returns focus to the trigger; that focus must not reopen the panel.
  const refocusingAfterEscape = useRef(false);
  const {pathname} = useLocation();

  const close = useCallback(() => setOpenId(null), []);
  useEffect(close, [pathname, close]);

  useEffect(() => {
    if (!openId) {
      return undefined;
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) {
        close();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId, close]);

  const openByHover = (id: NavPanel['id']) => {
    if (openId !== id) {
      track(`NavHover - ${id}`);
    }
    setOpenId(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, id: NavPanel['id']) => {
    if (event.key === 'Escape' && openId) {
      event.stopPropagation();
      close();
      refocusingAfterEscape.current = true;
      containerRef.current?.querySelector<HTMLButtonElement>(`#nav-trigger-${id}`)?.focus();
      refocusingAfterEscape.current = false;
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      close();
    }
  };

  return (
    <div ref={containerRef} className={styles.productNav} onMouseLeave={close}>
      {navPanels.map((panel) => {
        const isOpen = openId === panel.id;
        return (
          <div
            key={panel.id}
            className={styles.navItem}
            onMouseEnter={() => openByHover(panel.id)}
            onKeyDown={(event) => onKeyDown(event, panel.id)}
            onBlur={onBlur}>
            <button
              type="button"
              id={`nav-trigger-${panel.id}`}
              className={clsx(styles.trigger, isOpen && styles.triggerOpen)}
              aria-expanded={isOpen}
              aria-controls={`nav-panel-${panel.id}`}
              onFocus={() => {
                if (!refocusingAfterEscape.current) {
                  setOpenId(panel.id);
                }
              }}
              // Focus already opened it; a click (or Enter) keeps it open.
              onClick={() => setOpenId(panel.id)}>
              {text(panel.title)}
              <Chevron size={10} />
            </button>
            <div
              id={`nav-panel-${panel.id}`}
              className={styles.panel}
              role="region"
              aria-labelledby={`nav-trigger-${panel.id}`}
              hidden={!isOpen}>
              <PanelContent panel={panel} />
            </div>
          </div>
        );
      })}
      <div
        className={clsx(styles.overlay, openId && styles.overlayVisible)}
        data-testid="nav-overlay"
        aria-hidden="true"
      />
    </div>
  );
}

/**
 * Mobile product navigation (inside the navbar's mobile menu): each panel is
 * a disclosure; opening one closes the others.
 */
export function ProductNavMobile(): ReactNode {
  const {text} = usePanelLinks();
  const [openId, setOpenId] = useState<NavPanel['id'] | null>(null);
  return (
    <ul className={clsx('menu__list', styles.mobileList)}>
      {navPanels.map((panel) => {
        const isOpen = openId === panel.id;
        return (
          <li key={panel.id} className="menu__list-item">
            <button
              type="button"
              className={clsx('menu__link', styles.mobileTrigger)}
              aria-expanded={isOpen}
              aria-controls={`nav-mobile-panel-${panel.id}`}
              onClick={() => setOpenId(isOpen ? null : panel.id)}>
              {text(panel.title)}
              <Chevron size={12} open={isOpen} />
            </button>
            <div
              id={`nav-mobile-panel-${panel.id}`}
              hidden={!isOpen}
              className={styles.mobilePanel}>
              <PanelContent panel={panel} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export default function ProductNav({mobile}: {mobile?: boolean}): ReactNode {
  // A phone never shows the desktop panels (CSS hides them), so they hydrate
  // after the rest of the page, in short slices, or at once when used.
  return mobile ? (
    <ProductNavMobile />
  ) : (
    <HydrateLater>
      <ProductNavDesktop />
    </HydrateLater>
  );
}
