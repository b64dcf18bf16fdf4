#!/usr/bin/env node
// Writes plugins/preview/assets/hot-air-balloon.glb, the made-up model of the
// `add-3d-model` example: a striped hot-air balloon standing on its basket,
// about 25 m tall, built from simple shapes. glTF 2.0, y up, metres, one mesh
// with vertex colours. Run: node plugins/preview/scripts/make-hot-air-balloon-glb.mjs
import {writeFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';

const out = fileURLToPath(new URL('../assets/hot-air-balloon.glb', import.meta.url));

const positions = [];
const normals = [];
const colors = [];
const indices = [];

function vertex(p, n, c) {
  positions.push(...p);
  normals.push(...n);
  colors.push(...c);
  return positions.length / 3 - 1;
}

// sRGB hex to the linear floats glTF vertex colours hold.
function linear(hex) {
  return [0, 2, 4].map((i) => {
    const s = parseInt(hex.slice(1 + i, 3 + i), 16) / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
}

// The envelope's profile, from the crown down to the mouth: [radius, height].
// A sphere (radius 8 m, centre 17 m up) for the upper part, then a cone that
// narrows to the mouth.
const profile = [];
const RADIUS = 8;
const CENTRE = 17;
const SPHERE_END = 0.62 * Math.PI;
for (let i = 0; i <= 24; i++) {
  const phi = (SPHERE_END * i) / 24;
  profile.push([RADIUS * Math.sin(phi), CENTRE + RADIUS * Math.cos(phi)]);
}
const [rEnd, yEnd] = profile[profile.length - 1];
const MOUTH = [1.5, 7];
for (let i = 1; i <= 6; i++) {
  const t = i / 6;
  profile.push([rEnd + (MOUTH[0] - rEnd) * t, yEnd + (MOUTH[1] - yEnd) * t]);
}

// Outward normal of the profile at each point, in the (radius, height) plane.
const profileNormals = profile.map((_, i) => {
  const a = profile[Math.max(0, i - 1)];
  const b = profile[Math.min(profile.length - 1, i + 1)];
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
  const colour = goreColours[g % 2];
  const rows = profile.map(([r, y], i) => {
    const [nr, ny] = profileNormals[i];
    const row = [];
    for (let s = 0; s <= STEPS; s++) {
      const theta = (2 * Math.PI * (g + s / STEPS)) / GORES;
      const cos = Math.cos(theta);
      const sin = Math.sin(theta);
      row.push(vertex([r * cos, y, r * sin], [nr * cos, ny, nr * sin], colour));
    }
    return row;
  });
  for (let i = 0; i < rows.length - 1; i++) {
    for (let s = 0; s < STEPS; s++) {
      const a = rows[i][s];
      const b = rows[i][s + 1];
      const c = rows[i + 1][s];
      const d = rows[i + 1][s + 1];
      indices.push(a, b, c, b, d, c);
    }
  }
}

// A box from min to max corner, flat-shaded.
function box(min, max, colour) {
  const faces = [
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
    const ids = corners.map((c) =>
      vertex(
        c.map((k, axis) => (k ? max[axis] : min[axis])),
        normal,
        colour,
      ),
    );
    indices.push(ids[0], ids[1], ids[2], ids[0], ids[2], ids[3]);
  }
}

// A thin square rod between two points, for the ropes.
function rod(from, to, width, colour) {
  const dir = to.map((v, i) => v - from[i]);
  const length = Math.hypot(...dir);
  const d = dir.map((v) => v / length);
  // Two directions across the rod.
  const helper = Math.abs(d[1]) < 0.9 ? [0, 1, 0] : [1, 0, 0];
  const cross = (a, b) => [
    a[1] * b[2] - a[2] * b[1],
    a[2] * b[0] - a[0] * b[2],
    a[0] * b[1] - a[1] * b[0],
  ];
  const norm = (v) => v.map((x) => x / Math.hypot(...v));
  const u = norm(cross(d, helper));
  const v = norm(cross(d, u));
  const h = width / 2;
  const sides = [
    [u, v],
    [v, u.map((x) => -x)],
    [u.map((x) => -x), v.map((x) => -x)],
    [v.map((x) => -x), u],
  ];
  for (const [n, t] of sides) {
    const corner = (base, sign) => base.map((x, i) => x + n[i] * h + t[i] * h * sign);
    const ids = [corner(from, -1), corner(from, 1), corner(to, 1), corner(to, -1)].map((p) =>
      vertex(p, n, colour),
    );
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
]) {
  rod([0.75 * x, 1.25, 0.75 * z], [1.05 * x, MOUTH[1], 1.05 * z], 0.08, rope);
}

// Pack into a GLB: one buffer (positions, normals, colours, indices).
const f32 = (a) => Buffer.from(new Float32Array(a).buffer);
const pos = f32(positions);
const nor = f32(normals);
const col = f32(colors);
const idx = Buffer.from(new Uint32Array(indices).buffer);
const bin = Buffer.concat([pos, nor, col, idx]);
const count = positions.length / 3;
const min = [0, 1, 2].map((a) => Math.min(...positions.filter((_, i) => i % 3 === a)));
const max = [0, 1, 2].map((a) => Math.max(...positions.filter((_, i) => i % 3 === a)));

const json = {
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

const pad = (buffer, byte) =>
  Buffer.concat([buffer, Buffer.alloc((4 - (buffer.length % 4)) % 4, byte)]);
const jsonChunk = pad(Buffer.from(JSON.stringify(json)), 0x20);
const binChunk = pad(bin, 0);
const chunkHeader = (length, type) => {
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
