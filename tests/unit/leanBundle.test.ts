import {describe, expect, it} from 'vitest';

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
