/**
 * A planned project and its data files as one `.zip`, made in the browser:
 * fflate writes it in memory, so it works offline and needs no server.
 */
import {strToU8, zipSync, type Zippable} from 'fflate';

import type {ProjectFile} from './exampleProject';

/** Files that are compressed already: stored as they are. */
const STORED = /\.(png|jpe?g|webp|glb|webm|mp4|pbf)$/i;

/** The zip's bytes, every file under `folder/`. */
export function projectZip(folder: string, files: readonly ProjectFile[]): Uint8Array {
  const entries: Zippable = {};
  for (const {path, content} of files) {
    const bytes = typeof content === 'string' ? strToU8(content) : content;
    entries[`${folder}/${path}`] = [bytes, {level: STORED.test(path) ? 0 : 6}];
  }
  return zipSync(entries);
}
