// @vitest-environment jsdom
import type {WindowLike} from 'dompurify';
import {describe, expect, it, vi} from 'vitest';

import {
  ANNOUNCEMENT_PATH,
  announcementUrl,
  loadAnnouncement,
} from '../../src/lib/announcement/loadAnnouncement';
import {
  AnnouncementShapeError,
  LIMITS,
  hasContent,
  isSafeUrl,
  looksLikeColor,
  parseAnnouncement,
} from '../../src/lib/announcement/parseAnnouncement';
import {
  ALLOWED_ATTR,
  ALLOWED_TAGS,
  createHtmlSanitizer,
} from '../../src/lib/announcement/sanitizeHtml';
import {
  HOSTILE_COLORS,
  HOSTILE_CORPUS_SIZE,
  HOSTILE_HTML,
  HOSTILE_URLS,
} from '../support/hostileAnnouncement';

const sanitizeHtml = createHtmlSanitizer(window);
const options = {sanitizeHtml, productId: 'mapbox'};
/** What loadAnnouncement is given: the banner parser, loaded on demand. */
const loadOptions = {
  loadParser: vi.fn(async () => (data: unknown) => parseAnnouncement(data, options)),
};

const VALID = {
  showBanner: true,
  id: 'launch-2026',
  imageUrl: 'https://example.com/banner.png',
  textHTML: 'New: <strong>globe view</strong> <a href="/mapbox-gl-js/guides/globe/">read more</a>',
  textColor: '#1d2025',
  logo: 'build',
  linkType: 'button',
  link: {url: 'https://example.com/launch', text: 'See the launch'},
};

/** Parses sanitised HTML and lists every element and attribute left in it. */
function inventory(html: string): {tags: string[]; attributes: string[]; hrefs: string[]} {
  const template = document.createElement('template');
  template.innerHTML = html;
  const elements = Array.from(template.content.querySelectorAll('*'));
  return {
    tags: elements.map((element) => element.localName),
    attributes: elements.flatMap((element) => element.getAttributeNames()),
    hrefs: elements.flatMap((element) => {
      const href = element.getAttribute('href');
      return href === null ? [] : [href];
    }),
  };
}

describe('parseAnnouncement: the file as a whole', () => {
  it.each([
    ['null', null],
    ['an array', [VALID]],
    ['a string', 'showBanner'],
    ['a number', 1],
    ['showBanner as a string', {...VALID, showBanner: 'true'}],
    ['showBanner missing', {id: 'a', textHTML: 'x'}],
    ['id missing', {showBanner: true, textHTML: 'x'}],
    ['id empty', {...VALID, id: '   '}],
    ['id a number', {...VALID, id: 42}],
    ['id too long', {...VALID, id: 'x'.repeat(LIMITS.id + 1)}],
  ])('rejects %s', (_name, data) => {
    expect(() => parseAnnouncement(data, options)).toThrow(AnnouncementShapeError);
  });

  it('reads a complete, valid file', () => {
    expect(parseAnnouncement(VALID, options)).toEqual({
      showBanner: true,
      id: 'launch-2026',
      imageUrl: 'https://example.com/banner.png',
      textHTML:
        'New: <strong>globe view</strong> <a href="/mapbox-gl-js/guides/globe/" rel="noopener noreferrer">read more</a>',
      textColor: '#1d2025',
      logo: 'build',
      linkType: 'button',
      link: {url: 'https://example.com/launch', text: 'See the launch'},
    });
  });

  it('ignores the other fields when showBanner is false', () => {
    expect(parseAnnouncement({...VALID, showBanner: false}, options)).toEqual({
      showBanner: false,
      id: 'launch-2026',
      linkType: 'text',
    });
  });

  it('accepts "product" and the product id as the product logo', () => {
    expect(parseAnnouncement({...VALID, logo: 'product'}, options).logo).toBe('product');
    expect(parseAnnouncement({...VALID, logo: 'Mapbox'}, options).logo).toBe('product');
    expect(parseAnnouncement({...VALID, logo: 'other'}, options).logo).toBeUndefined();
  });
});

describe('parseAnnouncement: a bad field drops that field only', () => {
  it.each([
    ['imageUrl', {imageUrl: 'javascript:alert(1)'}],
    ['imageUrl', {imageUrl: 42}],
    ['textHTML', {textHTML: ['<b>x</b>']}],
    ['textHTML', {textHTML: 'x'.repeat(LIMITS.textHTML + 1)}],
    ['textHTML', {textHTML: '<script>alert(1)</script>'}],
    ['textColor', {textColor: 'not-a-colour'}],
    ['textColor', {textColor: 0xff0000}],
    ['logo', {logo: true}],
    ['link', {link: {url: 'javascript:alert(1)', text: 'x'}}],
    ['link', {link: {url: 'https://example.com/', text: ''}}],
    ['link', {link: {url: 'https://example.com/', text: 'x'.repeat(LIMITS.linkText + 1)}}],
    ['link', {link: 'https://example.com/'}],
  ])('drops a bad %s', (field, patch) => {
    const result = parseAnnouncement({...VALID, ...patch}, options);
    expect(result).not.toHaveProperty(field);
    expect(result.showBanner).toBe(true);
    expect(result.id).toBe(VALID.id);
  });

  it('treats an unknown linkType as text', () => {
    expect(parseAnnouncement({...VALID, linkType: 'marquee'}, options).linkType).toBe('text');
    expect(parseAnnouncement({...VALID, linkType: undefined}, options).linkType).toBe('text');
  });

  it('has nothing to show without a message or a link', () => {
    const bare = parseAnnouncement({showBanner: true, id: 'x', textHTML: '<img src=x>'}, options);
    expect(hasContent(bare)).toBe(false);
    expect(hasContent(parseAnnouncement(VALID, options))).toBe(true);
  });

  it('uses the injected colour check on top of the syntax check', () => {
    const isColor = vi.fn(() => false);
    expect(parseAnnouncement(VALID, {...options, isColor})).not.toHaveProperty('textColor');
    expect(isColor).toHaveBeenCalledWith('#1d2025');
  });
});

describe('isSafeUrl', () => {
  it.each([
    'https://example.com/',
    'http://example.com/a?b=c#d',
    'HTTPS://EXAMPLE.COM/',
    '/mapbox-gl-js/guides/',
    '/img/banner.png',
  ])('accepts %s', (url) => expect(isSafeUrl(url)).toBe(true));

  it.each(['', 'guides/', '#top', 'mailto:a@example.com', 'https://', 'https:example.com'])(
    'refuses %j',
    (url) => expect(isSafeUrl(url)).toBe(false),
  );
});

describe('looksLikeColor', () => {
  it.each([
    '#fff',
    '#FFCC00',
    '#ffcc0080',
    'white',
    'RebeccaPurple',
    'transparent',
    'rgb(10, 20, 30)',
    'rgb(10 20 30 / 50%)',
    'rgba(0,0,0,.5)',
    'hsl(210deg 50% 40%)',
    'oklch(0.6 0.1 250)',
  ])('accepts %s', (color) => expect(looksLikeColor(color)).toBe(true));

  it.each([
    '',
    'bluish',
    '#ff',
    '#fffff',
    'rgb(1,2)',
    'rgb(a,b,c)',
    'url(x)',
    'color-mix(in srgb, red, blue)',
  ])('refuses %j', (color) => expect(looksLikeColor(color)).toBe(false));
});

describe('the hostile corpus', () => {
  it('has at least 30 values', () => {
    expect(HOSTILE_CORPUS_SIZE).toBeGreaterThanOrEqual(30);
  });

  it.each(HOSTILE_HTML.map((html) => [html]))('sanitises %s', (html) => {
    const clean = sanitizeHtml(html);
    const {tags, attributes, hrefs} = inventory(clean);
    expect(tags.filter((tag) => !ALLOWED_TAGS.includes(tag))).toEqual([]);
    expect(attributes.filter((name) => !ALLOWED_ATTR.includes(name))).toEqual([]);
    expect(hrefs.filter((href) => !isSafeUrl(href))).toEqual([]);
    expect(clean).not.toMatch(/<script|<style|\son\w+=|=["']?\s*javascript:/i);
  });

  it('gives every surviving link rel="noopener noreferrer"', () => {
    const html = sanitizeHtml(
      HOSTILE_HTML.join('<br>') +
        '<a href="https://example.com/" target="_blank" rel="opener">x</a>',
    );
    const template = document.createElement('template');
    template.innerHTML = html;
    const links = Array.from(template.content.querySelectorAll('a'));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(['_blank', null]).toContain(link.getAttribute('target'));
    }
  });

  it.each(HOSTILE_URLS.map((url) => [url]))('drops the URL %j', (url) => {
    expect(isSafeUrl(url)).toBe(false);
    const result = parseAnnouncement({...VALID, imageUrl: url, link: {url, text: 'x'}}, options);
    expect(result).not.toHaveProperty('imageUrl');
    expect(result).not.toHaveProperty('link');
  });

  it.each(HOSTILE_COLORS.map((color) => [color]))('drops the colour %j', (color) => {
    expect(looksLikeColor(color)).toBe(false);
    expect(parseAnnouncement({...VALID, textColor: color}, options)).not.toHaveProperty(
      'textColor',
    );
  });

  it('returns no HTML at all when DOMPurify has no DOM to work with', () => {
    const noDom = createHtmlSanitizer({} as unknown as WindowLike);
    expect(noDom('<b>bold</b><script>x()</script>')).toBe('');
  });
});

describe('announcementUrl', () => {
  it("uses the docs host's shared file in production", () => {
    expect(announcementUrl('production', 'https://docs.mapbox.com/', '/mapbox-gl-js/')).toBe(
      `https://docs.mapbox.com/${ANNOUNCEMENT_PATH}`,
    );
  });

  it("uses the page's own origin in development", () => {
    expect(announcementUrl('development', 'https://docs.mapbox.com', '/mapbox-gl-js/')).toBe(
      '/mapbox-gl-js/dynamic-assets/announcement.json',
    );
  });
});

describe('loadAnnouncement', () => {
  const respond = (status: number, body: string | null) =>
    vi.fn(async () => new Response(body, {status}));

  it('parses a 200 answer', async () => {
    const fetch = respond(200, JSON.stringify(VALID));
    await expect(loadAnnouncement('/a.json', {...loadOptions, fetch})).resolves.toMatchObject({
      id: 'launch-2026',
    });
    expect(fetch).toHaveBeenCalledWith('/a.json', expect.objectContaining({credentials: 'omit'}));
  });

  it('loads the banner parser only for a file that asks for a banner, and uses it', async () => {
    const loadParser = vi.fn(async () => (data: unknown) => parseAnnouncement(data, options));
    const hostile = {
      ...VALID,
      textHTML: 'Hi <img src=x onerror="alert(1)"><script>alert(2)</script>',
    };
    await expect(
      loadAnnouncement('/a.json', {loadParser, fetch: respond(200, JSON.stringify(hostile))}),
    ).resolves.toMatchObject({textHTML: 'Hi'});
    expect(loadParser).toHaveBeenCalledTimes(1);
    await expect(
      loadAnnouncement('/a.json', {
        loadParser,
        fetch: respond(200, JSON.stringify({...VALID, showBanner: false, id: 'off'})),
      }),
    ).resolves.toEqual({showBanner: false, id: 'off', linkType: 'text'});
    expect(loadParser).toHaveBeenCalledTimes(1);
  });

  it('rejects a file of the wrong shape without loading the banner parser', async () => {
    const loadParser = vi.fn(async () => (data: unknown) => parseAnnouncement(data, options));
    for (const body of ['[]', '{"showBanner": 1, "id": "a"}', '{"showBanner": true, "id": " "}']) {
      await expect(
        loadAnnouncement('/a.json', {loadParser, fetch: respond(200, body)}),
      ).rejects.toBeInstanceOf(AnnouncementShapeError);
    }
    expect(loadParser).not.toHaveBeenCalled();
  });

  it.each([
    [404, '{}', /HTTP 404/],
    [500, 'oops', /HTTP 500/],
    [204, null, /HTTP 204/],
    [200, '{"showBanner": tru', /JSON/],
    [200, '{"showBanner": "yes", "id": "a"}', /showBanner/],
  ])('rejects status %i with body %j', async (status, body, message) => {
    await expect(
      loadAnnouncement('/a.json', {...loadOptions, fetch: respond(status, body)}),
    ).rejects.toThrow(message);
  });

  it('gives up on a request that does not answer in time', async () => {
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    await expect(
      loadAnnouncement('/a.json', {...loadOptions, fetch, timeoutMs: 20}),
    ).rejects.toThrow('no answer within 20 ms');
  });
});
