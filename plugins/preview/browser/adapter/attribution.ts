/** The parts of a map this module uses. */
interface SizedMap {
  getContainer(): HTMLElement;
  getCanvasContainer(): HTMLElement;
  on(type: 'resize' | 'styledata' | 'sourcedata', listener: () => void): unknown;
}

/** Maps this wide or narrower show their attribution compact, as the product's own control does. */
const COMPACT_MAX_WIDTH = 640;

/** Set on a control once it has been collapsed, so that one the reader opened stays open. */
const COLLAPSED_ONCE = 'data-preview-collapsed';

/**
 * Collapses the map's compact attribution controls that have not been
 * collapsed yet: the product's compact control starts as its (i) button and
 * opens when pressed, where maplibre's starts open and closes at the first
 * drag. On a phone an open one takes several lines of a small map. What the
 * attribution says does not change.
 */
export function collapseNewCompactAttribution(map: SizedMap): void {
  const controls = map
    .getContainer()
    .querySelectorAll<HTMLElement>(
      `.maplibregl-ctrl-attrib.maplibregl-compact:not([${COLLAPSED_ONCE}])`,
    );
  for (const control of Array.from(controls)) {
    control.classList.remove('maplibregl-compact-show');
    control.removeAttribute('open');
    control.setAttribute(COLLAPSED_ONCE, '');
  }
}

/**
 * The default control is compact on a map 640 px wide or narrower; a map
 * that becomes that narrow later (a resized window) collapses it then.
 * Controls an example adds itself are collapsed as they are added
 * (`PreviewMap.addControl`). maplibre makes a control compact only once it
 * has something to credit, with the style's or a source's data: those
 * events look again.
 */
export function collapseNarrowAttribution(map: SizedMap): void {
  let wasNarrow = false;
  const update = () => {
    const narrow = map.getCanvasContainer().offsetWidth <= COMPACT_MAX_WIDTH;
    if (narrow && !wasNarrow) {
      for (const control of Array.from(
        map.getContainer().querySelectorAll(`.maplibregl-ctrl-attrib[${COLLAPSED_ONCE}]`),
      )) {
        control.removeAttribute(COLLAPSED_ONCE);
      }
      collapseNewCompactAttribution(map);
    }
    wasNarrow = narrow;
  };
  update();
  map.on('resize', update);
  const collapseNew = () => collapseNewCompactAttribution(map);
  map.on('styledata', collapseNew);
  map.on('sourcedata', collapseNew);
}
