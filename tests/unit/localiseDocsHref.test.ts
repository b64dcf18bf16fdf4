import {describe, expect, it} from 'vitest';

import {localiseDocsHref} from '../../src/lib/localiseDocsHref';

const DOCS = 'https://docs.mapbox.com';

describe('localiseDocsHref', () => {
  it('leaves English links alone', () => {
    expect(localiseDocsHref(`${DOCS}/help/`, 'en', DOCS)).toBe(`${DOCS}/help/`);
  });

  it('inserts the locale into docs-host paths, keeping query and hash', () => {
    expect(localiseDocsHref(`${DOCS}/ios/maps/guides/?a=1#x`, 'ja', DOCS)).toBe(
      `${DOCS}/ja/ios/maps/guides/?a=1#x`,
    );
    expect(localiseDocsHref(`${DOCS}/`, 'ja', DOCS)).toBe(`${DOCS}/ja/`);
  });

  it('keeps iOS and Android API reference paths in English', () => {
    expect(localiseDocsHref(`${DOCS}/ios/maps/api/11.0.0/`, 'ja', DOCS)).toBe(
      `${DOCS}/ios/maps/api/11.0.0/`,
    );
    expect(localiseDocsHref(`${DOCS}/android/navigation/api/`, 'ja', DOCS)).toBe(
      `${DOCS}/android/navigation/api/`,
    );
    expect(localiseDocsHref(`${DOCS}/ios/maps/guides/`, 'ja', DOCS)).toBe(
      `${DOCS}/ja/ios/maps/guides/`,
    );
  });

  it('does not touch other hosts, relative or malformed links, or localised paths', () => {
    expect(localiseDocsHref('https://www.mapbox.com/pricing/', 'ja', DOCS)).toBe(
      'https://www.mapbox.com/pricing/',
    );
    expect(localiseDocsHref('/guides/', 'ja', DOCS)).toBe('/guides/');
    expect(localiseDocsHref(`${DOCS}/ja/help/`, 'ja', DOCS)).toBe(`${DOCS}/ja/help/`);
  });
});
