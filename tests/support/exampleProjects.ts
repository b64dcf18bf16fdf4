/**
 * The downloadable project of an example, planned in Node as the example
 * page plans it in the browser (jsdom's DOMParser stands in for the page's).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {JSDOM} from 'jsdom';

import {
  planExampleProject,
  type ProjectInput,
  type ProjectPlan,
  type ProjectText,
} from '../../plugins/examples/project/exampleProject';
import {examplesOptionsFor} from '../../plugins/examples/read';
import {replaceProductTokens} from '../../src/config/productTokens';
import {resolveSettings} from '../../src/config/settings';

const settings = resolveSettings(process.env);
const options = examplesOptionsFor(settings);

/** The README's words as the English page gives them. */
export const ENGLISH_PROJECT_TEXT: ProjectText = {
  readmeIntro: (link) => `This project was made from the example at ${link}.`,
  readmeEdited: 'It holds your edited code, not the example as published.',
  readmeRunHeading: 'Run it',
  readmeRun: 'Run these two commands:',
  readmeBuild: '`npm run build` writes `dist/`.',
  readmeTokenHeading: 'Access token',
  readmeTokenSet: (variable) => `\`.env\` sets \`${variable}\`.`,
  readmeTokenMissing: (variable, url) => `Create a token at ${url} and set \`${variable}\`.`,
  readmeFilesHeading: 'Scripts loaded by tags',
  readmeTags: 'Loaded with tags:',
  readmeDataHeading: 'Data',
  envComment: (url) => `Your access token; create one at ${url}`,
};

/** An example's standalone document as a reader copies it (product tokens replaced). */
export function exampleHtml(slug: string): string {
  const source = readFileSync(join(__dirname, '..', '..', 'example', slug, 'index.html'), 'utf8');
  return replaceProductTokens(source, options.tokens);
}

export function projectInputFor(slug: string, overrides: Partial<ProjectInput> = {}): ProjectInput {
  return {
    slug,
    title: slug,
    locale: 'en',
    html: exampleHtml(slug),
    edited: false,
    productId: settings.productId,
    libraryVersion: settings.libraryVersion,
    minimumVersion: null,
    exampleUrl: `https://docs.example.test/example/${slug}/`,
    token: null,
    accessTokensUrl: 'https://console.example.test/account/access-tokens/',
    assetsUrl: options.assetsUrl,
    text: ENGLISH_PROJECT_TEXT,
    ...overrides,
  };
}

const parser = new new JSDOM('').window.DOMParser();

export function planProject(input: ProjectInput): ProjectPlan {
  return planExampleProject(input, parser);
}
