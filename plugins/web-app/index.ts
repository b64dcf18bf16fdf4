/**
 * Makes the docs an installable web app: a web app manifest per locale (its
 * name, language, start URL and scope at the locale's base URL, theme
 * colours) and the icons it names, at 192 and 512 px plus a maskable one,
 * drawn from the site's logo with sharp. The icons are shared by the
 * locales, under the site's root. Pages link the manifest and give the
 * browser the theme colour of each colour mode.
 */
import {mkdir, readFile, writeFile, cp} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import sharp from 'sharp';

import {baseUrlFor, siteTitleFor, type SiteSettings} from '../../src/config/settings';
import {filesStamp, processCache} from '../../src/lib/incrementalFiles';
import {SETTINGS_SCHEMA, optionsValidator} from '../pluginOptions';

// A type alias, not an interface: Docusaurus wants plugin options indexable.
export type WebAppOptions = {
  readonly settings: SiteSettings;
};

/** Checked by Docusaurus before the plugin runs (plugins/pluginOptions.ts). */
export const validateOptions = optionsValidator<WebAppOptions>('web-app', {
  settings: SETTINGS_SCHEMA,
});

/** The page colours of the light and dark modes, for the browser's window and the splash screen. */
export const THEME_COLOURS = {light: '#ffffff', dark: '#1b1b1d'} as const;
/** The logo's blue, behind the maskable icon's safe zone. */
const MASKABLE_BACKGROUND = '#1e64d2';

/** Icons under the site's root: one set for every locale. */
export const ICON_DIR = 'img/app';
const ICONS = [
  {file: 'icon-192.png', size: 192, purpose: 'any'},
  {file: 'icon-512.png', size: 512, purpose: 'any'},
  {file: 'icon-maskable-512.png', size: 512, purpose: 'maskable'},
] as const;

export const MANIFEST_FILE = 'manifest.webmanifest';

/** The logo's stamp when the icons in a folder were drawn. */
const drawnIcons = processCache<string>('web-app-icons');

/** Names of the app in each locale; the product name comes from the settings. */
const DESCRIPTIONS: Record<string, (title: string) => string> = {
  en: (title) => `${title} documentation: guides, API reference and live examples.`,
  ja: (title) => `${title} のドキュメント: ガイド、API リファレンス、動くサンプル。`,
};

export function webAppManifest(input: {
  readonly settings: SiteSettings;
  readonly locale: string;
  /** The locale's base URL, `/mapbox-gl-js/ja/`. */
  readonly baseUrl: string;
}): Record<string, unknown> {
  const title = siteTitleFor(input.settings);
  const describe = DESCRIPTIONS[input.locale] ?? DESCRIPTIONS.en!;
  const siteBase = baseUrlFor(input.settings);
  return {
    name: `${title} docs`,
    short_name: title,
    description: describe(title),
    lang: input.locale,
    start_url: input.baseUrl,
    scope: input.baseUrl,
    id: input.baseUrl,
    display: 'standalone',
    background_color: THEME_COLOURS.light,
    theme_color: THEME_COLOURS.light,
    icons: ICONS.map(({file, size, purpose}) => ({
      src: `${siteBase}${ICON_DIR}/${file}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  };
}

/** Draws the icons from the logo (an SVG), the maskable one inside its 80 % safe zone. */
async function drawIcons(logoFile: string, directory: string): Promise<void> {
  const logo = await readFile(logoFile);
  await mkdir(directory, {recursive: true});
  await Promise.all(
    ICONS.map(async ({file, size, purpose}) => {
      const target = join(directory, file);
      if (purpose === 'any') {
        await sharp(logo, {density: 72 * (size / 32)})
          .resize(size, size)
          .png()
          .toFile(target);
        return;
      }
      const inner = Math.round(size * 0.6);
      const drawn = await sharp(logo, {density: 72 * (inner / 32)})
        .resize(inner, inner)
        .png()
        .toBuffer();
      await sharp({
        create: {width: size, height: size, channels: 4, background: MASKABLE_BACKGROUND},
      })
        .composite([{input: drawn, gravity: 'centre'}])
        .png()
        .toFile(target);
    }),
  );
}

export default function webAppPlugin(context: LoadContext, options: unknown): Plugin {
  const {settings} = options as WebAppOptions;
  const {currentLocale, defaultLocale} = context.i18n;
  const generated = join(context.generatedFilesDir, 'web-app');
  const manifestDir = join(generated, currentLocale);
  const iconDir = join(generated, 'icons');
  const logo = join(context.siteDir, 'static', 'img', 'logo.svg');
  const siteBase = baseUrlFor(settings);

  return {
    name: 'web-app',

    async loadContent() {
      // Once per build (both locales) and again only when the logo changes.
      const stamp = filesStamp([logo]);
      if (drawnIcons.get(iconDir) !== stamp) {
        await drawIcons(logo, iconDir);
        drawnIcons.set(iconDir, stamp);
      }
      await mkdir(manifestDir, {recursive: true});
      const manifest = webAppManifest({settings, locale: currentLocale, baseUrl: context.baseUrl});
      await writeFile(join(manifestDir, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
    },

    getPathsToWatch() {
      return [logo];
    },

    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'link',
            attributes: {rel: 'manifest', href: `${context.baseUrl}${MANIFEST_FILE}`},
          },
          {
            tagName: 'link',
            attributes: {rel: 'apple-touch-icon', href: `${siteBase}${ICON_DIR}/icon-192.png`},
          },
          ...(['light', 'dark'] as const).map((mode) => ({
            tagName: 'meta',
            attributes: {
              name: 'theme-color',
              media: `(prefers-color-scheme: ${mode})`,
              content: THEME_COLOURS[mode],
            },
          })),
        ],
      };
    },

    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV === 'production') {
        return {};
      }
      // The dev server serves what the build copies (webpack-merge appends to its static list).
      return {
        devServer: {
          static: [
            {directory: manifestDir, publicPath: context.baseUrl, watch: false},
            {directory: iconDir, publicPath: `${siteBase}${ICON_DIR}`, watch: false},
          ],
        },
      } as never;
    },

    // New files only, no page is read or rewritten: no step of the post-build pipeline.
    async postBuild({outDir}) {
      await cp(join(manifestDir, MANIFEST_FILE), join(outDir, MANIFEST_FILE));
      if (currentLocale === defaultLocale) {
        await cp(iconDir, join(outDir, ICON_DIR), {recursive: true});
      }
    },
  };
}

// The config gives this plugin as a function, whose options check Docusaurus reads from this
// property; its type is generic over any options, this one checks one plugin's.
webAppPlugin.validateOptions = validateOptions as PluginModule['validateOptions'];
