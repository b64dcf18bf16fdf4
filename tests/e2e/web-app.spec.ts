import {expect, test, waitForHydration} from './fixtures';

/** Width and height of a PNG, from its header. */
function pngSize(bytes: Buffer): {width: number; height: number} {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)};
}

test.describe('the docs as an installable web app', () => {
  test('Chromium finds the manifest and reports nothing that stops installing the site', async ({
    page,
  }) => {
    await page.goto('guides/');
    await waitForHydration(page);
    const session = await page.context().newCDPSession(page);
    const manifest = (await session.send('Page.getAppManifest')) as {
      url: string;
      errors: {message: string}[];
      data?: string;
    };
    expect(manifest.url).toMatch(/\/mapbox-gl-js\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const {installabilityErrors} = await session.send('Page.getInstallabilityErrors');
    // A test's browser context keeps no profile, which Chromium reports as
    // incognito; every other reason would be the site's (a missing icon,
    // start URL or name).
    expect(
      installabilityErrors
        .filter(({errorId}) => errorId !== 'in-incognito')
        .map(({errorId}) => errorId),
    ).toEqual([]);
  });

  test('each locale has its manifest, with icons at 192 and 512 px and a maskable one, and both colour modes', async ({
    page,
    request,
  }) => {
    for (const [locale, prefix] of [
      ['en', ''],
      ['ja', 'ja/'],
    ] as const) {
      await page.goto(`${prefix}guides/`);
      const link = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(link).toBe(`/mapbox-gl-js/${prefix}manifest.webmanifest`);
      const manifest = (await (await request.get(link!)).json()) as {
        lang: string;
        start_url: string;
        scope: string;
        display: string;
        icons: {src: string; sizes: string; purpose: string}[];
      };
      expect(manifest).toMatchObject({
        lang: locale,
        start_url: `/mapbox-gl-js/${prefix}`,
        scope: `/mapbox-gl-js/${prefix}`,
        display: 'standalone',
      });
      expect(manifest.icons.map(({sizes, purpose}) => `${sizes} ${purpose}`)).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
      for (const icon of manifest.icons) {
        const response = await request.get(icon.src);
        expect(response.headers()['content-type'], icon.src).toMatch(/^image\/png/);
        const size = Number(icon.sizes.split('x')[0]);
        expect(pngSize(await response.body()), icon.src).toEqual({width: size, height: size});
      }
      const themeColours = await page
        .locator('meta[name="theme-color"]')
        .evaluateAll((metas) =>
          metas.map((meta) => `${meta.getAttribute('media')} ${meta.getAttribute('content')}`),
        );
      expect(themeColours).toEqual([
        '(prefers-color-scheme: light) #ffffff',
        '(prefers-color-scheme: dark) #1b1b1d',
      ]);
    }
  });
});
