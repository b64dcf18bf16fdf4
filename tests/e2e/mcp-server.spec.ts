import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {expect, test} from '@playwright/test';

import {memberSignature} from '../../src/model/api/signature';
import {BIN_FILE} from '../../plugins/mcp-server/identity';
import type {ToolDataFile} from '../../plugins/mcp-server/toolDataFile';
import {BUILD_DIR} from '../support/stock';

/*
 * The MCP server as a client meets it: a 2025-era client (the v1 SDK's)
 * starts `bin/docs-mcp.mjs` over stdio on the built site and calls every
 * tool, then reads the resources. No page is opened. What the answers must
 * hold comes from the build's own files (tool data, twins, llms.txt).
 * tests/mcp runs current clients too, and the HTTP mode.
 */
const REPOSITORY = join(__dirname, '..', '..');
const english = JSON.parse(
  readFileSync(join(BUILD_DIR, 'tool-data', 'docs.json'), 'utf8'),
) as ToolDataFile;
const siteBase = `${english.siteUrl}${english.baseUrl}`;

test.describe.configure({mode: 'serial'});

let client: Client;

test.beforeAll(async () => {
  client = new Client({name: 'docs-e2e', version: '1.0.0'});
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [join(REPOSITORY, BIN_FILE), '--build', BUILD_DIR],
      stderr: 'pipe',
    }),
  );
});

test.afterAll(async () => {
  await client?.close();
});

async function call(name: string, args: Record<string, unknown>) {
  const result = await client.callTool({name, arguments: args});
  const content = result.content as {type: string; text: string}[];
  return {text: content.map((part) => part.text).join('\n'), isError: result.isError === true};
}

async function ok(name: string, args: Record<string, unknown>): Promise<string> {
  const result = await call(name, args);
  expect(result.isError, `${name} ${JSON.stringify(args).slice(0, 200)}: ${result.text}`).toBe(
    false,
  );
  return result.text;
}

test('offers the six tools, each with a description and an input schema', async () => {
  const {tools} = await client.listTools();
  expect(tools.map((tool) => tool.name).sort()).toEqual(
    ['check_code', 'find_examples', 'get_api', 'get_example', 'get_page', 'search_docs'].sort(),
  );
  for (const tool of tools) {
    expect(tool.description?.length, tool.name).toBeGreaterThan(80);
    expect(Object.keys(tool.inputSchema.properties ?? {}).length, tool.name).toBeGreaterThan(0);
  }
});

test('search_docs finds the marker pages for "mraker", and Japanese pages for Japanese words', async () => {
  const found = await ok('search_docs', {query: 'mraker'});
  expect(found).toContain(`${siteBase}api/markers/#marker`);
  expect(found).toContain(`${siteBase}guides/add-your-data/markers/`);
  const japanese = await ok('search_docs', {query: 'マーカーを追加'});
  const urls = [...japanese.matchAll(/^ {3}(https:\S+)$/gm)].map(([, url]) => url!);
  expect(urls.length).toBeGreaterThan(3);
  expect(urls.every((url) => url.startsWith(`${siteBase}ja/`))).toBe(true);
  expect(urls).toContain(`${siteBase}ja/example/add-a-marker/`);
  // The locale can be chosen: an English word over the Japanese pages.
  const chosen = await ok('search_docs', {query: 'flyTo', locale: 'ja'});
  expect(chosen).toContain(`${siteBase}ja/api/map/#map#flyto`);
});

test('get_api returns the signature, parameters, example and anchor of Map#flyTo', async () => {
  const map = english.api.pages.flatMap((page) => page.items).find((item) => item.name === 'Map')!;
  const flyTo = map.groups!.flatMap((group) => group.members).find((m) => m.name === 'flyTo')!;
  const text = await ok('get_api', {symbol: 'Map#flyTo'});
  expect(text).toContain(memberSignature(map, flyTo));
  expect(text).toContain(`${siteBase}api/map/#map#flyto`);
  expect(text).toContain('### Parameters');
  expect(text).toContain('`options.curve` · `number` · default `1.42`');
  expect(text).toContain('### Example');
  for (const symbol of ['flyTo', 'map.flyTo()', 'mapboxgl.Map.flyTo']) {
    expect(await ok('get_api', {symbol})).toContain(`${siteBase}api/map/#map#flyto`);
  }
  expect(await ok('get_api', {symbol: 'LngLatLike'})).toContain('type LngLatLike = ');
  const marker = await ok('get_api', {symbol: 'Marker'});
  expect(marker).toContain('new mapboxgl.Marker(');
  expect(marker).toContain('### Related examples');
  expect(await ok('get_api', {symbol: 'Map#flyTo', locale: 'ja'})).toContain(
    `${siteBase}ja/api/map/#map#flyto`,
  );
  // The version facts reach the tool with the page data: dated entries only.
  expect(await ok('get_api', {symbol: 'Map#setRain'})).toContain('Since v3.9.0');
  expect(text).not.toContain('Since v');
});

test("check_code reports nothing in any example's own code", async () => {
  expect(english.examples.length).toBeGreaterThan(100);
  for (const example of english.examples) {
    const text = await ok('check_code', {code: example.code});
    expect(text, example.slug).toMatch(/^No problems: \d+ uses of the API checked/);
  }
});

test('check_code reports a planted map.flyto( and new mapboxgl.Markerr( with lines and suggestions', async () => {
  const example = english.examples.find((record) =>
    record.code.includes(`const map = new ${english.namespace}.Map(`),
  )!;
  const end = example.code.lastIndexOf('</script>');
  const before = example.code.slice(0, end);
  const code = `${before}map.flyto({center: [0, 0]});\nnew ${english.namespace}.Markerr();\n${example.code.slice(end)}`;
  const line = before.split('\n').length;
  const text = await ok('check_code', {code});
  expect(text).toContain('2 problems');
  expect(text).toContain(
    `- line ${line}: \`map.flyto\` is not a documented member of Map → did you mean \`map.flyTo\`?`,
  );
  expect(text).toContain(
    `- line ${line + 1}: \`new ${english.namespace}.Markerr\` is not in the API reference → did you mean \`new ${english.namespace}.Marker\`?`,
  );
});

test('get_page returns the twin of a page named by path or URL, in both locales', async () => {
  const twin = readFileSync(join(BUILD_DIR, 'guides', 'install', 'index.md'), 'utf8');
  expect(await ok('get_page', {url_or_path: '/guides/install/'})).toContain(twin);
  expect(await ok('get_page', {url_or_path: `${siteBase}guides/install/#npm`})).toContain(twin);
  const japanese = readFileSync(join(BUILD_DIR, 'ja', 'guides', 'install', 'index.md'), 'utf8');
  expect(await ok('get_page', {url_or_path: 'ja/guides/install'})).toContain(japanese);
});

test('find_examples by API, words and topic, and get_example returns the runnable page', async () => {
  const usingPopup = english.examples.filter((record) => record.apis.includes('Popup'));
  const byApi = await ok('find_examples', {api: 'Popup'});
  expect(byApi).toContain(`(\`${usingPopup[0]!.slug}\`)`);
  const byWords = await ok('find_examples', {query: 'cluster'});
  expect(byWords).toContain(`${siteBase}example/cluster/`);
  const topic = english.examples[0]!.topics[0]!;
  const byTopic = await ok('find_examples', {topic: topic.label.toLowerCase()});
  expect(byTopic).toContain(`(\`${english.examples[0]!.slug}\`)`);
  expect(byTopic).toMatch(/ · (live|not live)/);

  const example = english.examples.find((record) => record.slug === 'add-a-marker')!;
  const text = await ok('get_example', {slug: 'add-a-marker'});
  expect(text).toContain(`# ${example.title}`);
  expect(text).toContain(example.code.trim());
  expect(text).toContain('YOUR_ACCESS_TOKEN');
});

test('each bad input gets an error result, and the server answers the next call', async () => {
  const bad: [string, Record<string, unknown>, RegExp][] = [
    ['get_api', {symbol: 'Map#flyToo'}, /not in the API reference\. Did you mean `Map#flyTo`/],
    ['get_api', {symbol: 'Markerr'}, /Did you mean `Marker`/],
    ['get_page', {url_or_path: 'https://example.com/docs/'}, /outside this site/],
    ['get_page', {url_or_path: '/mapbox-gl-js/../../etc/passwd'}, /outside this site/],
    ['get_page', {url_or_path: '/guides/no-such-page/'}, /No page at/],
    ['search_docs', {query: ''}, /`query` is empty/],
    ['search_docs', {query: '   '}, /`query` is empty/],
    ['check_code', {code: 'x'.repeat(1024 * 1024)}, /`code` is too long/],
    ['find_examples', {}, /Give at least one of/],
    ['find_examples', {topic: 'no such topic'}, /No example topic/],
    ['get_example', {slug: 'add-a-makrer'}, /Did you mean `add-a-marker`/],
    ['search_docs', {query: 42}, /Input validation error/],
  ];
  for (const [name, args, message] of bad) {
    const result = await call(name, args);
    expect(result.isError, `${name} ${JSON.stringify(args).slice(0, 80)}`).toBe(true);
    expect(result.text).toMatch(message);
    expect(await ok('search_docs', {query: 'marker'})).toContain(siteBase);
  }
});

test('lists and reads llms.txt and every twin as resources under their site URLs', async () => {
  const {resources} = await client.listResources();
  const uris = resources.map((resource) => resource.uri);
  expect(uris).toContain(`${siteBase}llms.txt`);
  expect(uris).toContain(`${siteBase}ja/llms.txt`);
  const llms = readFileSync(join(BUILD_DIR, 'llms.txt'), 'utf8');
  const listed = [...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map(([, url]) => url!);
  expect(listed.length).toBeGreaterThan(150);
  expect(listed.filter((url) => !uris.includes(url))).toEqual([]);

  const read = async (uri: string) => {
    const {contents} = await client.readResource({uri});
    return (contents[0] as {text: string}).text;
  };
  expect(await read(`${siteBase}llms.txt`)).toBe(llms);
  expect(await read(`${siteBase}guides/install/index.md`)).toBe(
    readFileSync(join(BUILD_DIR, 'guides', 'install', 'index.md'), 'utf8'),
  );
});

test('without a built site it says how to make one and exits', () => {
  const empty = mkdtempSync(join(tmpdir(), 'no-build-'));
  const run = spawnSync(process.execPath, [join(REPOSITORY, BIN_FILE), '--build', empty], {
    encoding: 'utf8',
    input: '',
    timeout: 20_000,
  });
  expect(run.status).toBe(1);
  expect(run.stdout).toBe('');
  expect(run.stderr).toContain(`No built docs site in ${empty}`);
  expect(run.stderr).toContain('npm run build');
});
