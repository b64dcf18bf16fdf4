/**
 * The npm registry, read as the maintainer's script needs it: a package's
 * published versions, and one file out of a version's tarball.
 */
import {execFile} from 'node:child_process';
import {createHash} from 'node:crypto';
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {promisify} from 'node:util';

const REGISTRY = process.env.NPM_REGISTRY ?? 'https://registry.npmjs.org';
const run = promisify(execFile);

export class RegistryError extends Error {}

async function fetchOk(url: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {signal: AbortSignal.timeout(120_000)});
  } catch (error) {
    throw new RegistryError(`could not reach ${url}: ${(error as Error).message}`);
  }
  if (!response.ok) {
    throw new RegistryError(`${url} answered ${response.status} ${response.statusText}`);
  }
  return response;
}

export interface PackageVersions {
  readonly versions: readonly string[];
  readonly tarballs: ReadonlyMap<string, string>;
  readonly latest: string;
}

/** Every published version of a package, with its tarball's address. */
export async function packageVersions(name: string): Promise<PackageVersions> {
  const url = `${REGISTRY}/${name.replace('/', '%2f')}`;
  const document = (await (await fetchOk(url)).json()) as {
    versions?: Record<string, {dist?: {tarball?: string}}>;
    'dist-tags'?: {latest?: string};
  };
  const tarballs = new Map<string, string>();
  for (const [version, manifest] of Object.entries(document.versions ?? {})) {
    if (manifest.dist?.tarball) {
      tarballs.set(version, manifest.dist.tarball);
    }
  }
  const latest = document['dist-tags']?.latest;
  if (!tarballs.size || !latest) {
    throw new RegistryError(`${url} lists no versions`);
  }
  return {versions: [...tarballs.keys()], tarballs, latest};
}

/**
 * Where downloaded tarballs are kept between runs: a published version's
 * tarball never changes, so a second run (`api:update --check` every week)
 * reads only the registry's version lists.
 */
const TARBALL_CACHE =
  process.env.API_VERSIONS_CACHE ?? join(process.cwd(), 'node_modules', '.cache', 'api-versions');

async function tarballBytes(tarball: string): Promise<Uint8Array> {
  const cached = join(TARBALL_CACHE, `${createHash('sha256').update(tarball).digest('hex')}.tgz`);
  try {
    return new Uint8Array(await readFile(cached));
  } catch {
    const bytes = new Uint8Array(await (await fetchOk(tarball)).arrayBuffer());
    await mkdir(TARBALL_CACHE, {recursive: true});
    await writeFile(cached, bytes);
    return bytes;
  }
}

/**
 * One file of a published tarball, by its path under the tarball's top
 * folder (`dist/mapbox-gl.d.ts`). Extracted with the system's `tar`, which
 * every maintainer machine has.
 */
export async function fileFromTarball(tarball: string, path: string): Promise<string> {
  const bytes = await tarballBytes(tarball);
  const folder = await mkdtemp(join(tmpdir(), 'api-versions-'));
  try {
    const archive = join(folder, 'package.tgz');
    await writeFile(archive, bytes);
    const {stdout: listing} = await run('tar', ['-tzf', archive], {maxBuffer: 64 * 1024 * 1024});
    // The top folder is `package/` for most packages and the package's name for @types.
    const member = listing.split('\n').find((line) => line.split('/').slice(1).join('/') === path);
    if (!member) {
      throw new RegistryError(`${tarball} has no ${path}`);
    }
    const {stdout} = await run('tar', ['-xzOf', archive, member], {
      maxBuffer: 256 * 1024 * 1024,
    });
    return stdout;
  } finally {
    await rm(folder, {recursive: true, force: true});
  }
}
