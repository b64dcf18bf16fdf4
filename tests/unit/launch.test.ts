import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtemp, writeFile} from 'node:fs/promises';
import {createServer, type Server} from 'node:http';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';

/**
 * `npm run serve` (and `npm start`, the same launcher) runs the docs with the
 * local account service beside it: sign-in works on the printed port without
 * DOCS_ORIGINS, one signal stops both, and a taken account port is reported
 * while the docs keep running. Ports 39xx keep clear of a running site.
 */
const DOCS_PORT = 3941;
const ACCOUNT_PORT = 3942;
const docsUrl = `http://localhost:${DOCS_PORT}/mapbox-gl-js/`;
const accountUrl = `http://localhost:${ACCOUNT_PORT}`;

let launcher: ChildProcess | null = null;
let blocker: Server | null = null;

afterEach(async () => {
  const running = launcher;
  launcher = null;
  if (running && running.exitCode === null && running.signalCode === null) {
    const exited = new Promise((resolve) => running.on('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }
  await new Promise((resolve) => (blocker ? blocker.close(resolve) : resolve(undefined)));
  blocker = null;
});

async function start(): Promise<{output: () => string; exited: Promise<number | null>}> {
  const buildDir = await mkdtemp(join(tmpdir(), 'launch-test-'));
  await writeFile(join(buildDir, 'index.html'), '<!doctype html><title>Docs</title>');
  await writeFile(join(buildDir, '404.html'), '<!doctype html><title>Not found</title>');
  let output = '';
  const child = spawn(process.execPath, ['scripts/launch.mjs', 'serve'], {
    env: {
      ...process.env,
      PORT: String(DOCS_PORT),
      BUILD_DIR: buildDir,
      // Vitest sets BASE_URL for its own use; the static server reads it too.
      BASE_URL: '/mapbox-gl-js/',
      DEV_ACCOUNT_HOST: accountUrl,
      DOCS_ORIGINS: '',
    },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  launcher = child;
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const deadline = Date.now() + 15_000;
  while (!output.includes('Serving ')) {
    if (Date.now() > deadline) {
      throw new Error(`The launcher did not start the docs:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {output: () => output, exited};
}

async function answers(url: string, init?: RequestInit): Promise<Response | null> {
  try {
    return await fetch(url, {...init, signal: AbortSignal.timeout(2000)});
  } catch {
    return null;
  }
}

describe('the launcher (npm start, npm run serve)', () => {
  it('serves the docs with the account service, which lets the printed origin sign in', async () => {
    const {output, exited} = await start();
    expect(output()).toContain(`Serving `);
    expect(output()).toContain(`http://localhost:${DOCS_PORT}/mapbox-gl-js/`);
    expect((await answers(docsUrl))?.status).toBe(200);
    const session = await answers(`${accountUrl}/api/session`, {
      headers: {Origin: `http://localhost:${DOCS_PORT}`},
    });
    expect(session?.status).toBe(401);
    expect(session?.headers.get('access-control-allow-origin')).toBe(
      `http://localhost:${DOCS_PORT}`,
    );
    const foreign = await answers(`${accountUrl}/api/session`, {
      headers: {Origin: 'https://elsewhere.example'},
    });
    expect(foreign?.headers.get('access-control-allow-origin')).toBeNull();

    launcher?.kill('SIGINT');
    await exited;
    expect(await answers(docsUrl)).toBeNull();
    expect(await answers(`${accountUrl}/healthz`)).toBeNull();
  }, 30_000);

  it('says so and keeps the docs running when the account port is taken', async () => {
    blocker = createServer((_request, response) => response.writeHead(404).end());
    await new Promise<void>((resolve) => blocker!.listen(ACCOUNT_PORT, 'localhost', resolve));
    const {output} = await start();
    const deadline = Date.now() + 10_000;
    while (!output().includes('is taken by another program') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(output()).toContain(`${accountUrl} is taken by another program`);
    expect(output()).toContain('signed out');
    expect((await answers(docsUrl))?.status).toBe(200);
  }, 30_000);
});
