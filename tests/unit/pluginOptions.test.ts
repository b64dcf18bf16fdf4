import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {describe, expect, it} from 'vitest';

import {examplesOptionsFor} from '../../plugins/examples/read';
import {resolveSettings} from '../../src/config/settings';
import {darkCodeTheme, lightCodeTheme} from '../../src/config/prismThemes';
import * as apiReference from '../../plugins/api-reference';
import * as apiVersions from '../../plugins/api-versions';
import * as codeHighlighting from '../../plugins/code-highlighting';
import * as examples from '../../plugins/examples';
import * as offline from '../../plugins/offline';
import * as postBuild from '../../plugins/post-build';
import * as search from '../../plugins/search';
import * as translations from '../../plugins/translations';
import * as webApp from '../../plugins/web-app';
import * as writers from '../../plugins/writers';

const settings = resolveSettings({});
const {tokens} = examplesOptionsFor(settings);

/** Each plugin, the options docusaurus.config.ts gives it, and one option broken. */
const CASES = [
  [
    'api-reference',
    apiReference,
    {tokens},
    {tokens: {...tokens, productId: ''}},
    'tokens.productId',
  ],
  [
    'api-versions',
    apiVersions,
    {libraryVersion: '3.9.0'},
    {libraryVersion: 'latest'},
    'libraryVersion',
  ],
  [
    'code-highlighting',
    codeHighlighting,
    {light: lightCodeTheme, dark: darkCodeTheme},
    {light: lightCodeTheme},
    'dark',
  ],
  [
    'examples',
    examples,
    examplesOptionsFor(settings),
    {...examplesOptionsFor(settings), siteBaseUrl: 'docs'},
    'siteBaseUrl',
  ],
  ['offline', offline, {settings}, {settings: {...settings, hosts: undefined}}, 'settings.hosts'],
  [
    'post-build',
    postBuild,
    {tokens, settings, runtimeDir: 'example-runtime'},
    {tokens, settings, runtimeDir: '../up'},
    'runtimeDir',
  ],
  ['search', search, {tokens}, {}, 'tokens'],
  ['translations', translations, {}, {locale: 'ja'}, 'locale'],
  ['web-app', webApp, {settings}, {settings: 'mapbox'}, 'settings'],
  ['writers', writers, {}, {glossary: 'x.yml'}, 'glossary'],
] as const;

describe('every plugin checks its options before it runs', () => {
  it.each([
    ['code-highlighting', codeHighlighting],
    ['offline', offline],
    ['post-build', postBuild],
    ['search', search],
    ['web-app', webApp],
  ] as const)(
    '%s, given to the config as a function, carries the check where Docusaurus reads it',
    (_name, module) => {
      expect((module.default as {validateOptions?: unknown}).validateOptions).toBe(
        module.validateOptions,
      );
    },
  );

  it.each(CASES)('%s', (name, module, good, bad, option) => {
    const validate = module.validateOptions as (context: {
      options: unknown;
      validate: typeof normalizePluginOptions;
    }) => unknown;
    expect(validate({options: good, validate: normalizePluginOptions})).toMatchObject({
      ...good,
      id: 'default',
    });
    expect(() => validate({options: bad, validate: normalizePluginOptions})).toThrow(
      new RegExp(`^The ${name} plugin's options: "${option.replace('.', '\\.')}"`),
    );
  });
});
