// Writes plugins/preview/assets/hot-air-balloon.glb, the made-up model of the
// `add-3d-model` example: a striped hot-air balloon standing on its basket,
// about 25 m tall, built from simple shapes. glTF 2.0, y up, metres, one mesh
// with vertex colours. Run: npx jiti plugins/preview/scripts/make-hot-air-balloon-glb.ts
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';

const out = join(__dirname, '..', 'assets', 'hot-air-balloon.glb');

type Vec3 = readonly [number, number, number];
type Quad<T> = readonly [T, T, T, T];
/** A point of the envelope's profile, or a normal in its plane: [radius, height]. */
type ProfilePoint = readonly [number, number];

function map3(v: Vec3, f: (x: number, axis: 0 | 1 | 2) => number): Vec3 {
  return [f(v[0], 0), f(v[1], 1), f(v[2], 2)];
}

function map4<T, U>(items: Quad<T>, f: (item: T) => U): Quad<U> {
  return [f(items[0]), f(items[1]), f(items[2]), f(items[3])];
}

/** An item of an array at an index computed from its length. */
function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new RangeError(`index ${index} outside ${items.length} items`);
  return item;
}

const positions: number[] = [];
const normals: number[] = [];
const colors: number[] = [];
const indices: number[] = [];

function vertex(p: Vec3, n: Vec3, c: Vec3): number {
  positions.push(...p);
  normals.push(...n);
  colors.push(...c);
  return positions.length / 3 - 1;
}

// sRGB hex to the linear floats glTF vertex colours hold.
function linear(hex: string): Vec3 {
  return map3([0, 2, 4], (i) => {
    const s = parseInt(hex.slice(1 + i, 3 + i), 16) / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
}

// The envelope's profile, from the crown down to the mouth: [radius, height].
// A sphere (radius 8 m, centre 17 m up) for the upper part, then a cone that
// narrows to the mouth.
const profile: ProfilePoint[] = [];
const RADIUS = 8;
const CENTRE = 17;
const SPHERE_END = 0.62 * Math.PI;
for (let i = 0; i <= 24; i++) {
  const phi = (SPHERE_END * i) / 24;
  profile.push([RADIUS * Math.sin(phi), CENTRE + RADIUS * Math.cos(phi)]);
}
const [rEnd, yEnd] = at(profile, profile.length - 1);
const MOUTH: ProfilePoint = [1.5, 7];
for (let i = 1; i <= 6; i++) {
  const t = i / 6;
  profile.push([rEnd + (MOUTH[0] - rEnd) * t, yEnd + (MOUTH[1] - yEnd) * t]);
}

// Outward normal of the profile at each point, in the (radius, height) plane.
const profileNormals = profile.map((_, i): ProfilePoint => {
  const a = at(profile, Math.max(0, i - 1));
  const b = at(profile, Math.min(profile.length - 1, i + 1));
  const dr = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = Math.hypot(dr, dy) || 1;
  return i === 0 ? [0, 1] : [-dy / length, dr / length];
});

// 16 gores, red and yellow, each with its own vertices so the stripes stay sharp.
const GORES = 16;
const STEPS = 4;
const goreColours = [linear('#d63a2f'), linear('#f4c430')];
for (let g = 0; g < GORES; g++) {
  const colour = at(goreColours, g % 2);
  const rows = profile.map(([r, y], i) => {
    const [nr, ny] = at(profileNormals, i);
    const row: number[] = [];
    for (let s = 0; s <= STEPS; s++) {
      const theta = (2 * Math.PI * (g + s / STEPS)) / GORES;
      const cos = Math.cos(theta);
      const sin = Math.sin(theta);
      row.push(vertex([r * cos, y, r * sin], [nr * cos, ny, nr * sin], colour));
    }
    return row;
  });
  for (let i = 0; i < rows.length - 1; i++) {
    const row = at(rows, i);
    const next = at(rows, i + 1);
    for (let s = 0; s < STEPS; s++) {
      const a = at(row, s);
      const b = at(row, s + 1);
      const c = at(next, s);
      const d = at(next, s + 1);
      indices.push(a, b, c, b, d, c);
    }
  }
}

// A box from min to max corner, flat-shaded.
function box(min: Vec3, max: Vec3, colour: Vec3): void {
  const faces: readonly (readonly [normal: Vec3, corners: Quad<Vec3>])[] = [
    [
      [1, 0, 0],
      [
        [1, 0, 0],
        [1, 1, 0],
        [1, 1, 1],
        [1, 0, 1],
      ],
    ],
    [
      [-1, 0, 0],
      [
        [0, 0, 1],
        [0, 1, 1],
        [0, 1, 0],
        [0, 0, 0],
      ],
    ],
    [
      [0, 1, 0],
      [
        [0, 1, 0],
        [0, 1, 1],
        [1, 1, 1],
        [1, 1, 0],
      ],
    ],
    [
      [0, -1, 0],
      [
        [0, 0, 0],
        [1, 0, 0],
        [1, 0, 1],
        [0, 0, 1],
      ],
    ],
    [
      [0, 0, 1],
      [
        [0, 0, 1],
        [1, 0, 1],
        [1, 1, 1],
        [0, 1, 1],
      ],
    ],
    [
      [0, 0, -1],
      [
        [0, 0, 0],
        [0, 1, 0],
        [1, 1, 0],
        [1, 0, 0],
      ],
    ],
  ];
  for (const [normal, corners] of faces) {
    const ids = map4(corners, (c) =>
      vertex(
        map3(c, (k, axis) => (k ? max[axis] : min[axis])),
        normal,
        colour,
      ),
    );
    indices.push(ids[0], ids[1], ids[2], ids[0], ids[2], ids[3]);
  }
}

// A thin square rod between two points, for the ropes.
function rod(from: Vec3, to: Vec3, width: number, colour: Vec3): void {
  const dir = map3(to, (v, i) => v - from[i]);
  const length = Math.hypot(...dir);
  const d = map3(dir, (v) => v / length);
  // Two directions across the rod.
  const helper: Vec3 = Math.abs(d[1]) < 0.9 ? [0, 1, 0] : [1, 0, 0];
  const cross = (a: Vec3, b: Vec3): Vec3 => [
    a[1] * b[2] - a[2] * b[1],
    a[2] * b[0] - a[0] * b[2],
    a[0] * b[1] - a[1] * b[0],
  ];
  const norm = (v: Vec3): Vec3 => map3(v, (x) => x / Math.hypot(...v));
  const u = norm(cross(d, helper));
  const v = norm(cross(d, u));
  const h = width / 2;
  const minus = (w: Vec3): Vec3 => map3(w, (x) => -x);
  const sides: readonly (readonly [n: Vec3, t: Vec3])[] = [
    [u, v],
    [v, minus(u)],
    [minus(u), minus(v)],
    [minus(v), u],
  ];
  for (const [n, t] of sides) {
    const corner = (base: Vec3, sign: number): Vec3 =>
      map3(base, (x, i) => x + n[i] * h + t[i] * h * sign);
    const corners: Quad<Vec3> = [corner(from, -1), corner(from, 1), corner(to, 1), corner(to, -1)];
    const ids = map4(corners, (p) => vertex(p, n, colour));
    indices.push(ids[0], ids[2], ids[1], ids[0], ids[3], ids[2]);
  }
}

// Wicker basket, its darker rim, and four ropes up to the mouth.
const wicker = linear('#8a5a2b');
box([-0.8, 0, -0.8], [0.8, 1.1, 0.8], wicker);
box([-0.85, 1.1, -0.85], [0.85, 1.25, 0.85], linear('#5c3a1a'));
const rope = linear('#3b3b3b');
for (const [x, z] of [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
] as const) {
  rod([0.75 * x, 1.25, 0.75 * z], [1.05 * x, MOUTH[1], 1.05 * z], 0.08, rope);
}

// Pack into a GLB: one buffer (positions, normals, colours, indices).
const f32 = (a: number[]) => Buffer.from(new Float32Array(a).buffer);
const pos = f32(positions);
const nor = f32(normals);
const col = f32(colors);
const idx = Buffer.from(new Uint32Array(indices).buffer);
const bin = Buffer.concat([pos, nor, col, idx]);
const count = positions.length / 3;
const min = [0, 1, 2].map((a) => Math.min(...positions.filter((_, i) => i % 3 === a)));
const max = [0, 1, 2].map((a) => Math.max(...positions.filter((_, i) => i % 3 === a)));

const json = {
  // The name the committed model was written with: another would change its bytes.
  asset: {version: '2.0', generator: 'make-hot-air-balloon-glb.mjs'},
  scene: 0,
  scenes: [{nodes: [0]}],
  nodes: [{mesh: 0, name: 'hot-air-balloon'}],
  meshes: [
    {
      name: 'hot-air-balloon',
      primitives: [{attributes: {POSITION: 0, NORMAL: 1, COLOR_0: 2}, indices: 3, material: 0}],
    },
  ],
  materials: [
    {
      name: 'fabric',
      pbrMetallicRoughness: {
        baseColorFactor: [1, 1, 1, 1],
        metallicFactor: 0,
        roughnessFactor: 0.8,
      },
      doubleSided: true,
    },
  ],
  buffers: [{byteLength: bin.length}],
  bufferViews: [
    {buffer: 0, byteOffset: 0, byteLength: pos.length, target: 34962},
    {buffer: 0, byteOffset: pos.length, byteLength: nor.length, target: 34962},
    {buffer: 0, byteOffset: pos.length + nor.length, byteLength: col.length, target: 34962},
    {
      buffer: 0,
      byteOffset: pos.length + nor.length + col.length,
      byteLength: idx.length,
      target: 34963,
    },
  ],
  accessors: [
    {bufferView: 0, componentType: 5126, count, type: 'VEC3', min, max},
    {bufferView: 1, componentType: 5126, count, type: 'VEC3'},
    {bufferView: 2, componentType: 5126, count, type: 'VEC3'},
    {bufferView: 3, componentType: 5125, count: indices.length, type: 'SCALAR'},
  ],
};

const pad = (buffer: Buffer, byte: number) =>
  Buffer.concat([buffer, Buffer.alloc((4 - (buffer.length % 4)) % 4, byte)]);
const jsonChunk = pad(Buffer.from(JSON.stringify(json)), 0x20);
const binChunk = pad(bin, 0);
const chunkHeader = (length: number, type: number) => {
  const header = Buffer.alloc(8);
  header.writeUInt32LE(length, 0);
  header.writeUInt32LE(type, 4);
  return header;
};
const header = Buffer.alloc(12);
header.writeUInt32LE(0x46546c67, 0); // 'glTF'
header.writeUInt32LE(2, 4);
header.writeUInt32LE(12 + 8 + jsonChunk.length + 8 + binChunk.length, 8);
const glb = Buffer.concat([
  header,
  chunkHeader(jsonChunk.length, 0x4e4f534a), // 'JSON'
  jsonChunk,
  chunkHeader(binChunk.length, 0x004e4942), // 'BIN\0'
  binChunk,
]);
writeFileSync(out, glb);
console.log(`${out}: ${count} vertices, ${indices.length / 3} triangles, ${glb.length} bytes`);
