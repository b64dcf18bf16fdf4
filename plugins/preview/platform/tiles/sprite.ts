/**
 * The offline sprite: every @mapbox/maki icon (CC0) at 15 px (1x) and
 * 30 px (2x), packed in a grid. Each icon answers to its own name and to
 * the `-15` and `-11` names that older product styles use.
 */
import {readFile, readdir, mkdir, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import sharp from 'sharp';

import {packageDir} from './packages';

const ICON_SIZE = 15;
const COLUMNS = 16;
/** Empty pixels between icons (per 1x pixel) so linear sampling never bleeds. */
const GAP = 1;

export interface SpriteEntry {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly pixelRatio: number;
}

function spriteNames(icon: string): string[] {
  return [icon, `${icon}-15`, `${icon}-11`];
}

async function writeSheet(
  outDir: string,
  icons: readonly {name: string; svg: Buffer}[],
  pixelRatio: number,
): Promise<{names: string[]; bytes: number}> {
  const size = ICON_SIZE * pixelRatio;
  const cell = (ICON_SIZE + GAP) * pixelRatio;
  const rows = Math.ceil(icons.length / COLUMNS);
  const index: Record<string, SpriteEntry> = {};
  const layers = await Promise.all(
    icons.map(async ({name, svg}, position) => {
      const x = (position % COLUMNS) * cell;
      const y = Math.floor(position / COLUMNS) * cell;
      for (const alias of spriteNames(name)) {
        index[alias] = {x, y, width: size, height: size, pixelRatio};
      }
      const input = await sharp(svg, {density: 72 * pixelRatio})
        .resize(size, size, {fit: 'contain', background: {r: 0, g: 0, b: 0, alpha: 0}})
        .png()
        .toBuffer();
      return {input, left: x, top: y};
    }),
  );
  const png = await sharp({
    create: {
      width: COLUMNS * cell,
      height: rows * cell,
      channels: 4,
      background: {r: 0, g: 0, b: 0, alpha: 0},
    },
  })
    .composite(layers)
    .png({compressionLevel: 9})
    .toBuffer();
  const suffix = pixelRatio === 1 ? '' : `@${pixelRatio}x`;
  const json = JSON.stringify(index);
  await writeFile(join(outDir, 'sprite', `sprite${suffix}.png`), png);
  await writeFile(join(outDir, 'sprite', `sprite${suffix}.json`), json);
  return {names: Object.keys(index), bytes: png.length + json.length};
}

/** Writes sprite/sprite.{json,png} and sprite/sprite@2x.{json,png}; returns every icon name. */
export async function writeSprite(outDir: string): Promise<{names: string[]; bytes: number}> {
  const iconDir = join(packageDir('@mapbox/maki'), 'icons');
  const files = (await readdir(iconDir)).filter((file) => file.endsWith('.svg')).sort();
  const icons = await Promise.all(
    files.map(async (file) => ({
      name: file.slice(0, -4),
      svg: await readFile(join(iconDir, file)),
    })),
  );
  await mkdir(join(outDir, 'sprite'), {recursive: true});
  const one = await writeSheet(outDir, icons, 1);
  const two = await writeSheet(outDir, icons, 2);
  return {names: one.names.sort(), bytes: one.bytes + two.bytes};
}
