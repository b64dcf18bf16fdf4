// Gallery images for examples the offline preview cannot draw (`live: false`)
// and whose subject is not a map the preview could show either: a drawing of
// what the example makes, from real data, labelled as a drawing.
//
//   node plugins/examples/scripts/diagram-thumbnails.mjs
//
// Writes plugins/examples/thumbnails/{map-projection,gradient-sky}.png (480×300).
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {geoAlbers, geoGraticule10, geoPath} from 'd3-geo';
import sharp from 'sharp';
import {feature, mesh} from 'topojson-client';

const require = createRequire(import.meta.url);
const OUT = join(import.meta.dirname, '..', 'static', 'img', 'examples');
const WIDTH = 480;
const HEIGHT = 300;

function caption(text) {
  return `<text x="${WIDTH - 10}" y="${HEIGHT - 10}" text-anchor="end" font-family="sans-serif" font-size="13" fill="#334">${text}</text>`;
}

/** The contiguous US states in the Albers projection the example asks for, from us-atlas. */
function albersUnitedStates() {
  const topology = JSON.parse(readFileSync(require.resolve('us-atlas/states-10m.json'), 'utf8'));
  const states = feature(topology, topology.objects.states);
  const contiguous = {
    type: 'FeatureCollection',
    features: states.features.filter(
      (state) => !['02', '15', '60', '66', '69', '72', '78'].includes(state.id),
    ),
  };
  const projection = geoAlbers()
    .rotate([96, 0])
    .center([0, 37.5])
    .parallels([29.5, 45.5])
    .fitExtent(
      [
        [20, 20],
        [WIDTH - 20, HEIGHT - 34],
      ],
      contiguous,
    );
  const path = geoPath(projection);
  const borders = mesh(topology, topology.objects.states, (a, b) => a !== b);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <rect width="100%" height="100%" fill="#eef2f6"/>
    <path d="${path(geoGraticule10())}" fill="none" stroke="#c5ccd6" stroke-width="0.6"/>
    <path d="${path(contiguous)}" fill="#f7f4ec" stroke="#8a94a3" stroke-width="0.8"/>
    <path d="${path(borders)}" fill="none" stroke="#b2b9c4" stroke-width="0.5"/>
    ${caption('Albers, parallels 29.5° and 45.5° (drawing)')}
  </svg>`;
}

/** The example's sky-gradient stops, from the zenith (top) to the horizon (bottom). */
function skyGradient() {
  const stops = [
    [0, '#1c2a5e'],
    [0.6, '#4f6fae'],
    [0.85, '#e09a7a'],
    [1, '#ffd59a'],
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      ${stops.map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}"/>`).join('')}
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    ${caption('sky-gradient: zenith to horizon (drawing)')}
  </svg>`;
}

for (const [slug, svg] of [
  ['map-projection', albersUnitedStates()],
  ['gradient-sky', skyGradient()],
]) {
  await sharp(Buffer.from(svg))
    .png()
    .toFile(join(OUT, `${slug}.png`));
  console.log(`plugins/examples/thumbnails/${slug}.png`);
}
