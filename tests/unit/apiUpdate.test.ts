import {execFile} from 'node:child_process';
import {createHash} from 'node:crypto';
import {mkdir, mkdtemp, readFile, writeFile} from 'node:fs/promises';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {DEFAULT_LIBRARY_VERSION} from '../../src/config/settings';
import {compareReleases} from '../../src/model/versions/semver';

/**
 * `npm run api:update` against a registry of its own (a local server with
 * made-up releases): what it refuses, that it then changes no file, and what
 * `--check` says of a newer release. The real registry is never reached.
 */

const ROOT = join(__dirname, '..', '..');
const run = promisify(execFile);
const WRITTEN = [
  'plugins/api-versions/api-surface.json',
  'plugins/api-versions/versions.json',
  'src/config/settings.ts',
];

const [major, minor] = DEFAULT_LIBRARY_VERSION.split('.').map(Number) as [number, number];
const at = (step: number, suffix = '') => `${major}.${minor + step}.0${suffix}`;
const OLDER = `${major}.${minor - 1}.0`;
const PRE_RELEASE = at(1, '-beta.1');
const WITHOUT_DEFINITIONS = at(2);
const NOT_THE_LIBRARY = at(3);
const NEWER = at(4);

/** A small library's definitions: a map class with one method, on the default namespace. */
const SMALL_DEFINITIONS = `declare class Map$1 { flyTo(options: object): this; }
declare const exported: { version: string; Map: typeof Map$1 };
export { Map$1 as Map, exported as default };
`;

let server: Server;
let registry = '';
let cache = '';

async function tarball(folder: string, files: Record<string, string>): Promise<Buffer> {
  const root = await mkdtemp(join(folder, 'package-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(root, 'package', path, '..'), {recursive: true});
    await writeFile(join(root, 'package', path), text);
  }
  await run('tar', ['-czf', join(root, 'package.tgz'), '-C', root, 'package']);
  return readFile(join(root, 'package.tgz'));
}

async function digest(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of WRITTEN) hash.update(await readFile(join(ROOT, file)));
  return hash.digest('hex');
}

async function update(...args: string[]): Promise<{code: number; output: string}> {
  try {
    const {stdout, stderr} = await run(
      join(ROOT, 'node_modules', '.bin', 'jiti'),
      ['plugins/api-versions/scripts/api-update.ts', ...args],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          NPM_REGISTRY: registry,
          API_VERSIONS_CACHE: cache,
          LIBRARY_VERSION: '',
        },
      },
    );
    return {code: 0, output: `${stdout}${stderr}`};
  } catch (error) {
    const failed = error as {code: number; stdout: string; stderr: string};
    return {code: failed.code, output: `${failed.stdout}${failed.stderr}`};
  }
}

beforeAll(async () => {
  const folder = await mkdtemp(join(tmpdir(), 'api-update-'));
  cache = join(folder, 'cache');
  const tarballs = new Map<string, Buffer>([
    [OLDER, await tarball(folder, {'dist/mapbox-gl.d.ts': SMALL_DEFINITIONS})],
    [PRE_RELEASE, await tarball(folder, {'dist/mapbox-gl.d.ts': SMALL_DEFINITIONS})],
    [WITHOUT_DEFINITIONS, await tarball(folder, {'package.json': '{}'})],
    [
      NOT_THE_LIBRARY,
      await tarball(folder, {'dist/mapbox-gl.d.ts': 'export const answer = 42;\n'}),
    ],
    [NEWER, await tarball(folder, {'dist/mapbox-gl.d.ts': SMALL_DEFINITIONS})],
    [DEFAULT_LIBRARY_VERSION, await tarball(folder, {'dist/mapbox-gl.d.ts': SMALL_DEFINITIONS})],
  ]);
  server = createServer((request, response) => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (request.url === '/mapbox-gl') {
      const versions = Object.fromEntries(
        [...tarballs.keys()].map((version) => [
          version,
          {dist: {tarball: `${base}/tarballs/${version}.tgz`}},
        ]),
      );
      const latest = [...tarballs.keys()]
        .filter((version) => !version.includes('-'))
        .sort(compareReleases)
        .at(-1);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({versions, 'dist-tags': {latest}}));
      return;
    }
    const version = /^\/tarballs\/(.+)\.tgz$/.exec(request.url ?? '')?.[1];
    const bytes = version ? tarballs.get(version) : undefined;
    response.statusCode = bytes ? 200 : 404;
    response.end(bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  registry = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('npm run api:update', () => {
  it('refuses a downgrade, a pre-release, an unknown version, a release without definitions and definitions of something else, changing no file', async () => {
    const before = await digest();
    const cases: [string[], RegExp][] = [
      [[OLDER], new RegExp(`${OLDER} is older than ${DEFAULT_LIBRARY_VERSION}.*no downgrade`)],
      [[PRE_RELEASE], new RegExp(`${PRE_RELEASE} is a pre-release.*--pre-release`)],
      [['9.9.9'], /the registry has no release mapbox-gl@9\.9\.9/],
      [
        [WITHOUT_DEFINITIONS],
        new RegExp(
          `mapbox-gl@${WITHOUT_DEFINITIONS} publishes no type definitions \\(dist/mapbox-gl\\.d\\.ts\\)`,
        ),
      ],
      [
        [NOT_THE_LIBRARY],
        new RegExp(`the type definitions of mapbox-gl@${NOT_THE_LIBRARY} could not be read`),
      ],
      [['--frobnicate'], /unknown option --frobnicate/],
    ];
    for (const [args, message] of cases) {
      const {code, output} = await update(...args);
      expect(code, args.join(' ')).toBe(2);
      expect(output, args.join(' ')).toMatch(message);
      expect(output).toMatch(/No file was changed\./);
    }
    expect(await digest()).toBe(before);
  }, 120_000);

  it('with --check, prints what the newer release changes and exits non-zero, writing nothing', async () => {
    const before = await digest();
    const {code, output} = await update('--check');
    expect(code).toBe(1);
    expect(output).toContain(`${DEFAULT_LIBRARY_VERSION} → ${NEWER}`);
    expect(output).toMatch(/removed \(\d+\): drop it from the pages/);
    expect(output).toContain('  - Map#setCenter');
    expect(output).toContain(
      `mapbox-gl@${NEWER} is out; the docs describe ${DEFAULT_LIBRARY_VERSION}`,
    );
    expect(await digest()).toBe(before);
  }, 60_000);

  it('says so when the registry cannot be reached', async () => {
    const saved = registry;
    registry = 'http://127.0.0.1:9';
    const {code, output} = await update('--check');
    registry = saved;
    expect(code).toBe(2);
    expect(output).toMatch(/The npm registry could not be read: could not reach/);
  }, 60_000);
});
