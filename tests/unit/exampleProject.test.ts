import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {unzipSync, strFromU8} from 'fflate';
import {describe, expect, it} from 'vitest';

import {ASSET_CREDITS} from '../../plugins/preview/assets/credits';
import {PROJECT_VITE_VERSION, tokenVariable} from '../../plugins/examples/project/exampleProject';
import {projectZip} from '../../plugins/examples/project/projectZip';
import {resolveSettings} from '../../src/config/settings';
import {planProject, projectInputFor} from '../support/exampleProjects';

const settings = resolveSettings(process.env);
const files = (slug: string, overrides = {}) =>
  Object.fromEntries(
    planProject(projectInputFor(slug, overrides)).files.map(({path, content}) => [path, content]),
  );

describe('an example as a project', () => {
  it('gives every file of the simplest example exactly', () => {
    const project = files('simple-map', {title: 'Display a map on a webpage'});
    expect(Object.keys(project)).toEqual([
      'package.json',
      'index.html',
      'src/main.js',
      'src/style.css',
      '.env',
      '.gitignore',
      'README.md',
    ]);
    expect(JSON.parse(project['package.json'] as string)).toEqual({
      name: 'mapbox-gl-js-simple-map',
      private: true,
      version: '0.0.0',
      type: 'module',
      scripts: {dev: 'vite', build: 'vite build', preview: 'vite preview'},
      dependencies: {'mapbox-gl': `^${settings.libraryVersion}`},
      devDependencies: {vite: `^${PROJECT_VITE_VERSION}`},
    });
    expect(project['index.html']).toBe(`<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Display a map on a webpage</title>
    <meta name="viewport" content="width=device-width, initial-scale=1" />
  </head>
  <body>
    <div id="map"></div>
    <script type="module" src="/src/main.js"></script>
  </body>
</html>
`);
    expect(project['src/main.js']).toBe(`import mapboxgl from 'mapbox-gl';
import 'mapbox-gl/dist/mapbox-gl.css';
import './style.css';

mapboxgl.accessToken = import.meta.env.VITE_MAPBOX_ACCESS_TOKEN;
const map = new mapboxgl.Map({
  container: 'map', // the id of the element that holds the map
  style: 'mapbox://styles/mapbox/streets-v12', // which style to draw
  center: [-74.5, 40], // [longitude, latitude] of the first view
  zoom: 5 // how far in the first view is zoomed
});
`);
    expect(project['src/style.css']).toBe(`body {
  margin: 0;
}
#map {
  position: absolute;
  inset: 0;
}
`);
    expect(project['.env']).toBe(
      '# Your access token; create one at https://console.example.test/account/access-tokens/\n' +
        'VITE_MAPBOX_ACCESS_TOKEN=YOUR_ACCESS_TOKEN\n',
    );
    expect(project['.gitignore']).toBe('node_modules/\ndist/\n.env\n');
    expect(project['README.md']).toBe(`# Display a map on a webpage

This project was made from the example at https://docs.example.test/example/simple-map/.

## Run it

Run these two commands:

\`\`\`sh
npm install
npm run dev
\`\`\`

\`npm run build\` writes \`dist/\`.

## Access token

Create a token at https://console.example.test/account/access-tokens/ and set \`VITE_MAPBOX_ACCESS_TOKEN\`.
`);
  });

  it('puts a signed-in reader’s token in .env and says when the code was edited', () => {
    const project = files('simple-map', {token: 'pk.reader-token', edited: true});
    expect(project['.env']).toMatch(/\nVITE_MAPBOX_ACCESS_TOKEN=pk\.reader-token\n$/);
    expect(project['src/main.js']).not.toContain('pk.reader-token');
    expect(project['README.md']).toContain('It holds your edited code');
    expect(project['README.md']).toContain('`.env` sets `VITE_MAPBOX_ACCESS_TOKEN`.');
  });

  it('asks for the example’s minimum release when it is newer than the documented one', () => {
    const project = files('simple-map', {minimumVersion: '99.1.0'});
    expect(JSON.parse(project['package.json'] as string).dependencies['mapbox-gl']).toBe('^99.1.0');
    const older = files('simple-map', {minimumVersion: '1.0.0'});
    expect(JSON.parse(older['package.json'] as string).dependencies['mapbox-gl']).toBe(
      `^${settings.libraryVersion}`,
    );
  });

  it('imports plugins from npm and keeps tags only where no package does the same', () => {
    const draw = planProject(projectInputFor('mapbox-gl-draw'));
    expect(draw.imports.map((npm) => npm.from)).toEqual([
      '@mapbox/mapbox-gl-draw',
      '@turf/turf',
      '@mapbox/mapbox-gl-draw/dist/mapbox-gl-draw.css',
    ]);
    const main = draw.files.find(({path}) => path === 'src/main.js')!.content as string;
    expect(main).toContain("import MapboxDraw from '@mapbox/mapbox-gl-draw';");
    expect(main).toContain("import * as turf from '@turf/turf';");
    const compare = files('mapbox-gl-compare');
    expect(compare['src/main.js']).toContain('mapboxgl.Compare = Compare;');
    // three.js r147's global build and its GLTFLoader script: loaded by tags.
    const model = planProject(projectInputFor('add-3d-model'));
    expect(model.keptTags.some((url) => url.includes('three'))).toBe(true);
    const html = model.files.find(({path}) => path === 'index.html')!.content as string;
    for (const url of model.keptTags) expect(html).toContain(`<script src="${url}"></script>`);
    expect(model.files.find(({path}) => path === 'README.md')!.content).toContain(
      '## Scripts loaded by tags',
    );
  });

  it('loads the docs’ data from public/ and credits it', () => {
    const plan = planProject(projectInputFor('cluster'));
    expect(plan.dataFiles).toEqual(['earthquakes.geojson']);
    const main = plan.files.find(({path}) => path === 'src/main.js')!.content as string;
    expect(main).toContain("'./earthquakes.geojson'");
    expect(main).not.toContain('/assets/');
    expect(plan.files.find(({path}) => path === 'README.md')!.content).toContain(
      `- \`public/earthquakes.geojson\`: ${ASSET_CREDITS['earthquakes.geojson']}`,
    );
  });

  it('takes every data file a template literal can name', () => {
    const plan = planProject(projectInputFor('animate-images'));
    expect(plan.dataFiles).toEqual(
      Array.from({length: 12}, (_, i) => `night-shade-${String(i * 2).padStart(2, '0')}.png`),
    );
    const main = plan.files.find(({path}) => path === 'src/main.js')!.content as string;
    expect(main).toContain("`./night-shade-${String(hour).padStart(2, '0')}.png`");
  });

  it('takes the data files the code joins to the folder’s URL', () => {
    const plan = planProject(projectInputFor('toggle-layers'));
    expect(plan.dataFiles).toEqual(['large-cities.geojson', 'us-state-regions.geojson']);
    const main = plan.files.find(({path}) => path === 'src/main.js')!.content as string;
    expect(main).toContain("const assets = './';");
  });

  it('has a credit for every data file the examples may load', () => {
    const assets = readdirSync(join(__dirname, '..', '..', 'plugins', 'preview', 'assets')).filter(
      (name) => !/\.(md|ts)$/.test(name),
    );
    expect(assets.filter((name) => !ASSET_CREDITS[name])).toEqual([]);
  });

  it('zips the files under one folder, small for the simplest example', () => {
    const plan = planProject(projectInputFor('simple-map'));
    const zip = projectZip('mapbox-gl-js-simple-map', plan.files);
    expect(zip.length).toBeLessThan(10_000);
    const unpacked = unzipSync(zip);
    expect(Object.keys(unpacked).sort()).toEqual(
      plan.files.map(({path}) => `mapbox-gl-js-simple-map/${path}`).sort(),
    );
    expect(strFromU8(unpacked['mapbox-gl-js-simple-map/src/main.js']!)).toBe(
      plan.files.find(({path}) => path === 'src/main.js')!.content,
    );
  });

  it('names the token variable after the product', () => {
    expect(tokenVariable('acme')).toBe('VITE_ACME_ACCESS_TOKEN');
  });

  it('asks for the Vite the repository tests the projects with', () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8'));
    expect(pkg.devDependencies.vite).toBe(PROJECT_VITE_VERSION);
  });
});
