// @vitest-environment jsdom
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

const bar = vi.hoisted(() => ({configure: vi.fn(), start: vi.fn(), done: vi.fn()}));
const loads = vi.hoisted(() => ({count: 0}));
vi.mock('nprogress', () => {
  loads.count += 1;
  return {default: bar};
});

const at = (pathname: string) => ({pathname});

describe('the navigation progress bar (lean-bundle nprogress.ts)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads nothing for the first page or a quick navigation, and the bar for a slow one', async () => {
    const {default: progress} = await import('../../plugins/lean-bundle/nprogress');
    expect(progress.onRouteUpdate({location: at('/a/'), previousLocation: null})).toBeUndefined();
    // A quick navigation: the page is there before 200 ms.
    const cancel = progress.onRouteUpdate({location: at('/b/'), previousLocation: at('/a/')});
    await vi.advanceTimersByTimeAsync(150);
    cancel?.();
    progress.onRouteDidUpdate();
    await vi.advanceTimersByTimeAsync(500);
    expect(loads.count).toBe(0);
    expect(bar.start).not.toHaveBeenCalled();

    // A slow one: the bar loads, starts, and finishes with the page.
    progress.onRouteUpdate({location: at('/c/'), previousLocation: at('/b/')});
    await vi.advanceTimersByTimeAsync(250);
    expect(loads.count).toBe(1);
    expect(bar.configure).toHaveBeenCalledWith({showSpinner: false});
    expect(bar.start).toHaveBeenCalledTimes(1);
    progress.onRouteDidUpdate();
    expect(bar.done).toHaveBeenCalledTimes(1);
  });
});

describe('the site config in the bundles (lean-bundle siteConfig.ts)', () => {
  it('keeps what pages read and drops what only the build reads', async () => {
    const {default: config} = await import('../../docusaurus.config');
    const {BUILD_ONLY_FIELDS, bundledSiteConfig} =
      await import('../../plugins/lean-bundle/siteConfig');
    // The loaded config as Docusaurus hands it to plugins has these fields.
    const bundled = bundledSiteConfig(config as Parameters<typeof bundledSiteConfig>[0]);
    for (const field of BUILD_ONLY_FIELDS) {
      expect(bundled, field).not.toHaveProperty(field);
    }
    for (const field of ['title', 'url', 'baseUrl', 'trailingSlash', 'future', 'i18n']) {
      expect(bundled[field], field).toEqual(config[field as keyof typeof config]);
    }
    expect(bundled.themeConfig).toEqual(config.themeConfig);
    expect(bundled.customFields).toEqual(config.customFields);
    expect(JSON.stringify(bundled).length).toBeLessThan(JSON.stringify(config).length / 2);
  });
});
