/**
 * Every example thumbnail is this size (plugins/examples/scripts/examples.mjs makes them).
 * Pages give it to their `<img>` so the browser reserves the space before
 * the picture arrives.
 */
export const THUMBNAIL_SIZE = {width: 480, height: 300} as const;
