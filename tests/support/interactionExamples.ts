/**
 * Live examples whose demo documents `example-interactions.spec.ts` opens
 * and uses (typing, drawing, dragging, clicking, keys), checking there
 * everything the demo-document loop in `examples.spec.ts` checks. That loop
 * skips them, so each demo is drawn once per run.
 */
export const INTERACTION_TESTED_EXAMPLES: ReadonlySet<string> = new Set([
  'mapbox-gl-geocoder',
  'mapbox-gl-draw',
  'mapbox-gl-compare',
  'simple-interactions',
  'game-controls',
]);
