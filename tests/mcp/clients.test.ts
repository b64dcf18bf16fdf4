import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {
  CURRENT_PROTOCOL_VERSION,
  PROTOCOL_VERSIONS,
} from '../../plugins/mcp-server/server/protocol';
import {
  connectClient,
  type ClientKind,
  type DocsClient,
  type TransportKind,
} from './support/clients';
import {startHttpChild, type ChildServer} from './support/servers';
import {BUILD_DIR, english, siteBase} from './support/site';

/*
 * Every pair of client and transport: a current client (2026-07-28, no
 * handshake) and a 2025-era one (initialize), over stdio and over HTTP,
 * each started as `npm run mcp` starts the server. Each pair calls every
 * tool and reads a resource, and all four must get the same answers.
 */
const PAIRS: [ClientKind, TransportKind][] = [
  ['current', 'stdio'],
  ['2025', 'stdio'],
  ['current', 'http'],
  ['2025', 'http'],
];

const popupExample = english.examples.find((record) => record.apis.includes('Popup'))!;
const markerExample = english.examples.find((record) => record.slug === 'add-a-marker')!;
const ns = english.namespace;

/** One call of each tool, and what its answer must hold. */
const CALLS: {name: string; args: Record<string, unknown>; holds: string}[] = [
  {name: 'search_docs', args: {query: 'mraker'}, holds: `${siteBase}api/markers/#marker`},
  {
    name: 'get_page',
    args: {url_or_path: '/guides/install/'},
    holds: readFileSync(join(BUILD_DIR, 'guides', 'install', 'index.md'), 'utf8'),
  },
  {name: 'get_api', args: {symbol: 'Map#flyTo'}, holds: `${siteBase}api/map/#map#flyto`},
  {name: 'find_examples', args: {api: 'Popup'}, holds: `(\`${popupExample.slug}\`)`},
  {name: 'get_example', args: {slug: 'add-a-marker'}, holds: markerExample.code.trim()},
  {
    name: 'check_code',
    args: {code: `const map = new ${ns}.Map({container: 'map'});\nmap.flyto({center: [0, 0]});`},
    holds: '- line 2: `map.flyto` is not a documented member of Map → did you mean `map.flyTo`?',
  },
];

const answers = new Map<string, Map<string, string>>();
let http: ChildServer & {url: string};

beforeAll(async () => {
  http = await startHttpChild();
});

afterAll(async () => {
  await http?.stop();
});

describe.each(PAIRS)('a %s client over %s', (kind, transport) => {
  let client: DocsClient;
  const label = `${kind}/${transport}`;

  beforeAll(async () => {
    client = await connectClient(kind, transport, http.url);
    answers.set(label, new Map());
  });

  afterAll(async () => {
    await client?.close();
  });

  it('speaks its own era of the protocol', () => {
    if (kind === 'current') {
      expect(client.protocolVersion).toBe(CURRENT_PROTOCOL_VERSION);
    } else {
      expect(client.protocolVersion).not.toBe(CURRENT_PROTOCOL_VERSION);
      expect(PROTOCOL_VERSIONS).toContain(client.protocolVersion);
    }
  });

  it('lists the six tools', async () => {
    expect((await client.toolNames()).sort()).toEqual(
      ['check_code', 'find_examples', 'get_api', 'get_example', 'get_page', 'search_docs'].sort(),
    );
  });

  it.each(CALLS)('calls $name', async ({name, args, holds}) => {
    const answer = await client.callTool(name, args);
    expect(answer.isError, answer.text).toBe(false);
    expect(answer.text).toContain(holds);
    answers.get(label)!.set(name, answer.text);
  });

  it('gets an error result for a near miss, then answers the next call', async () => {
    const miss = await client.callTool('get_api', {symbol: 'Map#flyToo'});
    expect(miss.isError).toBe(true);
    expect(miss.text).toMatch(/Did you mean `Map#flyTo`/);
    expect((await client.callTool('get_api', {symbol: 'Marker'})).isError).toBe(false);
  });

  it('lists and reads the resources', async () => {
    const uris = await client.resourceUris();
    expect(uris).toContain(`${siteBase}llms.txt`);
    expect(uris).toContain(`${siteBase}ja/llms.txt`);
    expect(uris).toContain(`${siteBase}guides/install/index.md`);
    expect(await client.readResource(`${siteBase}llms.txt`)).toBe(
      readFileSync(join(BUILD_DIR, 'llms.txt'), 'utf8'),
    );
  });
});

describe('across the pairs', () => {
  it('every pair got the same answer from each tool', () => {
    const [first, ...others] = [...answers.entries()];
    expect(answers.size).toBe(PAIRS.length);
    for (const [label, texts] of others) {
      expect(texts.size, label).toBe(CALLS.length);
      for (const [name, text] of texts) {
        expect(text, `${label} ${name}`).toBe(first![1].get(name));
      }
    }
  });
});
