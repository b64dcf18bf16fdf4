import {useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';

import styles from './styles.module.css';

export const BADGE_TYPES = [
  'default',
  'note',
  'warning',
  'error',
  'beta',
  'new',
  'download',
  'fundamentals',
  'pricing',
  'experimental',
  'legacy',
] as const;

export type BadgeType = (typeof BADGE_TYPES)[number];

interface Props {
  /** What the badge says about the content next to it; sets the colour, label and tooltip. */
  type?: BadgeType;
  /** Replaces the translated default label. */
  children?: ReactNode;
  /** Replaces the default tooltip text; an empty string removes the tooltip. */
  tooltip?: string;
}

/*
 * Written out as literal <Translate> elements (not built from the type) so that
 * `docusaurus write-translations` can find every id.
 */
const LABELS: Record<BadgeType, ReactNode> = {
  default: (
    <Translate id="badge.default.label" description="Label of the default badge">
      Note
    </Translate>
  ),
  note: (
    <Translate id="badge.note.label" description="Label of the note badge">
      Note
    </Translate>
  ),
  warning: (
    <Translate id="badge.warning.label" description="Label of the warning badge">
      Warning
    </Translate>
  ),
  error: (
    <Translate id="badge.error.label" description="Label of the error badge">
      Error
    </Translate>
  ),
  beta: (
    <Translate id="badge.beta.label" description="Label of the badge on features in public beta">
      Beta
    </Translate>
  ),
  new: (
    <Translate id="badge.new.label" description="Label of the badge on recently released features">
      New
    </Translate>
  ),
  download: (
    <Translate id="badge.download.label" description="Label of the badge next to downloads">
      Download
    </Translate>
  ),
  fundamentals: (
    <Translate
      id="badge.fundamentals.label"
      description="Label of the badge on fundamental concepts">
      Fundamentals
    </Translate>
  ),
  pricing: (
    <Translate id="badge.pricing.label" description="Label of the badge on pricing information">
      Pricing
    </Translate>
  ),
  experimental: (
    <Translate
      id="badge.experimental.label"
      description="Label of the badge on experimental features">
      Experimental
    </Translate>
  ),
  legacy: (
    <Translate id="badge.legacy.label" description="Label of the badge on legacy features">
      Legacy
    </Translate>
  ),
};

/** The default tooltip of each type; the other types have none. */
function defaultTooltip(type: BadgeType): string | undefined {
  switch (type) {
    case 'beta':
      return translate({
        id: 'badge.beta.tooltip',
        message: 'This feature is in public beta and is subject to changes.',
        description: 'Tooltip of the beta badge',
      });
    case 'new':
      return translate({
        id: 'badge.new.tooltip',
        message: 'This feature was released recently.',
        description: 'Tooltip of the new badge',
      });
    case 'experimental':
      return translate({
        id: 'badge.experimental.tooltip',
        message:
          'Experimental features are still being tested and may not behave as expected. Use with caution.',
        description: 'Tooltip of the experimental badge',
      });
    case 'legacy':
      return translate({
        id: 'badge.legacy.tooltip',
        message: 'This feature is no longer in active development.',
        description: 'Tooltip of the legacy badge',
      });
    case 'fundamentals':
      return translate({
        id: 'badge.fundamentals.tooltip',
        message: 'The concepts described here are fundamental to using this product.',
        description: 'Tooltip of the fundamentals badge',
      });
    case 'pricing':
      return translate({
        id: 'badge.pricing.tooltip',
        message: 'This contains information about product pricing.',
        description: 'Tooltip of the pricing badge',
      });
    default:
      return undefined;
  }
}

/** A short status label for MDX, such as BETA or LEGACY, with an explanatory tooltip for some types. */
export default function Badge({type = 'default', children, tooltip}: Props): ReactNode {
  // MDX props are not type-checked: fail the build on a typo rather than show an unstyled badge.
  if (!BADGE_TYPES.includes(type)) {
    throw new Error(`Unknown badge type "${String(type)}"; use one of ${BADGE_TYPES.join(', ')}.`);
  }
  const label = children ?? LABELS[type];
  const text = tooltip ?? defaultTooltip(type);
  const className = clsx(styles.badge, styles[type]);
  if (!text) {
    return <span className={className}>{label}</span>;
  }
  return (
    <BadgeWithTooltip className={className} text={text}>
      {label}
    </BadgeWithTooltip>
  );
}

/** Gap between the badge and the tooltip box; the arrow sits inside it. */
const OFFSET = 8;
/** The tooltip keeps at least this distance from the viewport's sides. */
const EDGE = 8;

interface TooltipProps {
  className: string;
  text: string;
  children: ReactNode;
}

function BadgeWithTooltip({className, text, children}: TooltipProps): ReactNode {
  const tooltipId = useId();
  const badgeRef = useRef<HTMLSpanElement>(null);
  const tooltipRef = useRef<HTMLSpanElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const open = hovered || focused;

  // The tooltip is position: fixed so that the scroll box around tables cannot clip it;
  // its coordinates are written to the element directly, which spares a render per scroll event.
  useLayoutEffect(() => {
    const badge = badgeRef.current;
    const tooltip = tooltipRef.current;
    if (!open || !badge || !tooltip) {
      return undefined;
    }
    const place = () => {
      // Measured at the left edge, where the whole viewport width is available to wrap in.
      tooltip.style.left = '0px';
      const anchor = badge.getBoundingClientRect();
      const {width, height} = tooltip.getBoundingClientRect();
      const viewport = document.documentElement;
      const centre = anchor.left + anchor.width / 2;
      // Shifted sideways to stay on screen (375 px phones); the arrow still points at the badge.
      const left = Math.max(
        EDGE,
        Math.min(centre - width / 2, viewport.clientWidth - EDGE - width),
      );
      // Above the badge, unless there is no room above and there is room below.
      const fitsAbove = anchor.top - OFFSET - height >= 0;
      const fitsBelow = anchor.bottom + OFFSET + height <= viewport.clientHeight;
      const placement = fitsAbove || !fitsBelow ? 'top' : 'bottom';
      tooltip.dataset.placement = placement;
      tooltip.style.left = `${left}px`;
      tooltip.style.top = `${placement === 'top' ? anchor.top - OFFSET - height : anchor.bottom + OFFSET}px`;
      tooltip.style.setProperty('--badge-arrow-x', `${centre - left}px`);
    };
    place();
    // Capture phase: scrolling inside a table's scroll box moves the badge too.
    window.addEventListener('scroll', place, {capture: true, passive: true});
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, {capture: true});
      window.removeEventListener('resize', place);
    };
  }, [open]);

  // Escape dismisses the tooltip wherever focus is, since hovering does not move focus (WCAG 1.4.13).
  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setHovered(false);
        setFocused(false);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    // The wrapper holds both, so the pointer can move onto the tooltip without closing it.
    <span
      className={styles.anchor}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}>
      <span
        ref={badgeRef}
        className={clsx(className, styles.focusable)}
        tabIndex={0}
        aria-describedby={tooltipId}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}>
        {children}
      </span>
      <span
        ref={tooltipRef}
        id={tooltipId}
        role="tooltip"
        className={styles.tooltip}
        hidden={!open}>
        {text}
      </span>
    </span>
  );
}
