/**
 * Sources are created from a style's `type` string, never with `new`, so the
 * only trace of them in code is that string. Each type the reference
 * documents, with the class it documents for it; `raster-dem` has no class
 * of its own and is documented by `map.addSource` only.
 */
export const SOURCE_TYPES: Readonly<Record<string, string | null>> = {
  geojson: 'GeoJSONSource',
  vector: 'VectorTileSource',
  raster: 'RasterTileSource',
  'raster-array': 'RasterArrayTileSource',
  'raster-dem': null,
  image: 'ImageSource',
  video: 'VideoSource',
  canvas: 'CanvasSource',
  model: 'ModelSource',
};

/** The source `type` string that creates an item of the reference, if any. */
export function sourceTypeOf(itemName: string): string | undefined {
  return Object.entries(SOURCE_TYPES).find(([, name]) => name === itemName)?.[0];
}
