// @vitest-environment jsdom
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

import {
  withReaderToken,
  withoutAccessTokens,
} from '../../plugins/examples/theme/ExamplePlayground/codeTokens';
import {
  codePenFields,
  jsFiddleFields,
  pageParts,
} from '../../plugins/examples/theme/ExamplePlayground/prefill';
import {runDocument} from '../../plugins/examples/theme/ExamplePlayground/runDocument';
import {
  decodeSharedCode,
  encodeSharedCode,
  sharedLink,
} from '../../plugins/examples/theme/ExamplePlayground/share';
import {sharedValueOf} from '../../plugins/examples/theme/ExamplePlayground/shareFragment';
import {replaceProductTokens} from '../../src/config/productTokens';

const TOKENS = {productId: 'mapbox', productName: 'Mapbox', libraryVersion: '3.17.0'};
const SIMPLE_MAP = replaceProductTokens(
  readFileSync(join(__dirname, '..', '..', 'example', 'simple-map', 'index.html'), 'utf8'),
  TOKENS,
);
const READER_TOKEN = 'pk.eyJ1IjoicmVhZGVyIn0.c2VjcmV0LXBhcnQ';

describe('access tokens in edited code', () => {
  it("removes the reader's token and any token of the provider's shape", () => {
    const pasted = 'sk.eyJ1IjoiYW5vdGhlciJ9.YW5vdGhlcnBhcnQ';
    const code = `a = '${READER_TOKEN}'; b = "${pasted}";`;
    expect(withoutAccessTokens(code, READER_TOKEN)).toEqual({
      code: 'a = \'YOUR_ACCESS_TOKEN\'; b = "YOUR_ACCESS_TOKEN";',
      removed: true,
    });
    expect(withoutAccessTokens(code, null).code).not.toMatch(/[ps]k\.eyJ/);
  });

  it('leaves code without tokens alone and puts the reader token back', () => {
    expect(withoutAccessTokens(SIMPLE_MAP, READER_TOKEN)).toEqual({
      code: SIMPLE_MAP,
      removed: false,
    });
    expect(withReaderToken(SIMPLE_MAP, READER_TOKEN)).toContain(`accessToken = '${READER_TOKEN}'`);
    expect(withReaderToken(SIMPLE_MAP, null)).toBe(SIMPLE_MAP);
  });
});

describe('shared links', () => {
  it('round-trips code, Japanese included, through the fragment', async () => {
    const code = `${SIMPLE_MAP}\n<!-- 東京の地図 -->`;
    const link = sharedLink(
      'https://docs.example.com/x/example/simple-map/#old',
      await encodeSharedCode(code),
    );
    expect(link).toMatch(/^https:\/\/docs\.example\.com\/x\/example\/simple-map\/#code=[\w-]+$/);
    expect(link.length).toBeLessThan(code.length);
    const value = sharedValueOf(new URL(link).hash);
    expect(value).not.toBeNull();
    expect(await decodeSharedCode(value!)).toBe(code);
  });

  it('refuses damaged values', async () => {
    await expect(decodeSharedCode('not base64!')).rejects.toThrow();
    await expect(decodeSharedCode('AAAA')).rejects.toThrow();
    const good = await encodeSharedCode('<p>hello</p>');
    await expect(decodeSharedCode(good.slice(0, -4))).rejects.toThrow();
    expect(sharedValueOf('#map')).toBeNull();
  });
});

describe('the run document', () => {
  const options = {
    preview: {productId: 'mapbox', assetsUrl: 'https://docs.mapbox.com/mapbox-gl-js/assets/'},
    runtimeDemoUrl: 'https://docs.example.com/mapbox-gl-js/example-runtime/demo/',
    withoutMap: false,
    run: 'run-7',
  };

  it("is the preview document with the reader's lines where the editor has them", () => {
    const document = runDocument(SIMPLE_MAP, options);
    const lines = document.split('\n');
    expect(lines).toHaveLength(SIMPLE_MAP.split('\n').length);
    const zoomLine = SIMPLE_MAP.split('\n').findIndex((line) => line.includes('zoom: 5'));
    expect(lines[zoomLine]).toBe(SIMPLE_MAP.split('\n')[zoomLine]);
    expect(document).toContain(`<base href="${options.runtimeDemoUrl}" />`);
    expect(document).toContain('<script src="../maplibre-gl.js"></script>');
    expect(document).not.toContain('api.mapbox.com');
    // The console bridge runs first and answers for this run only.
    expect(document.indexOf('"run-7"')).toBeLessThan(document.indexOf('maplibre-gl.js'));
  });

  it('refuses code that no longer loads the library', () => {
    expect(() => runDocument('<!DOCTYPE html><div id="map"></div>', options)).toThrow();
  });
});

describe('prefill fields', () => {
  it('split the page into the panels CodePen and JSFiddle show', () => {
    const parts = pageParts(withReaderToken(SIMPLE_MAP, READER_TOKEN));
    expect(parts.title).toBe('Display a map on a webpage');
    expect(parts.html).toBe('<div id="map"></div>');
    expect(parts.css.startsWith('body {\n  margin: 0;')).toBe(true);
    expect(parts.js.startsWith(`mapboxgl.accessToken = '${READER_TOKEN}';`)).toBe(true);
    expect(parts.stylesheets).toEqual([
      'https://api.mapbox.com/mapbox-gl-js/v3.17.0/mapbox-gl.css',
    ]);
    expect(parts.scripts).toEqual(['https://api.mapbox.com/mapbox-gl-js/v3.17.0/mapbox-gl.js']);

    const pen = JSON.parse(codePenFields(parts).data!) as Record<string, string>;
    expect(pen).toMatchObject({
      title: parts.title,
      html: parts.html,
      js: parts.js,
      css_external: parts.stylesheets[0],
      js_external: parts.scripts[0],
    });
    expect(jsFiddleFields(parts)).toMatchObject({
      resources: `${parts.stylesheets[0]},${parts.scripts[0]}`,
      wrap: 'b',
      js: parts.js,
    });
  });

  it('keep the placeholder for a signed-out reader', () => {
    expect(pageParts(SIMPLE_MAP).js).toContain("accessToken = 'YOUR_ACCESS_TOKEN'");
  });
});
