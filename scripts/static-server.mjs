#!/usr/bin/env node
// Static server for the production bundle, used by the browser tests and the
// benchmarks. It serves build/ under the site's base URL the way a static host
// does: directory index files, 301 to the trailing-slash form, the locale's
// 404.html (status 404) for anything else, and gzip/brotli on request.
// Old-style `page.html` and `page/index.html` links are redirected to the
// clean `page/` URL when that page exists. Every response gets the headers
// the build's `_headers` file gives its path, as a static host reading that
// file would send them (security headers, the runtime's CORS header).
import {createServer} from 'node:http';
import {createReadStream} from 'node:fs';
import {readFile, stat} from 'node:fs/promises';
import {extname, join, normalize, relative, resolve} from 'node:path';
import {brotliCompressSync, constants as zlibConstants, gzipSync} from 'node:zlib';

const root = resolve(process.env.BUILD_DIR ?? 'build');
const port = Number(process.env.PORT ?? 3100);
const host = process.env.HOST ?? '127.0.0.1';
const baseUrl = process.env.BASE_URL ?? `/${process.env.PRODUCT_ID ?? 'mapbox'}-gl-js/`;
const compress = process.env.COMPRESS !== 'false';
// CACHE_MAX_AGE (seconds): files other than the hashed assets are fresh that
// long, as on a host that lets browsers keep them, instead of revalidated
// on every use (the benchmark of the runtime's transfers sets it).
const cacheMaxAge = Number(process.env.CACHE_MAX_AGE ?? 0);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.geojson': 'application/geo+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  '.pbf': 'application/x-protobuf',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = /^(text\/|application\/(json|geo\+json|xml|javascript)|image\/svg)/;

/**
 * The rules of a `_headers` file (Cloudflare Pages' format): a path, `*`
 * matching anything, then indented `Name: value` lines; `! Name` detaches a
 * header an earlier rule set. Rules apply in order; a header set twice is
 * joined with a comma.
 */
function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line
        .trim()
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
      rules.push({matches: new RegExp(`^${pattern.join('.*')}$`), actions: []});
    } else if (rules.length > 0) {
      const entry = line.trim();
      const detach = /^!\s*(.+)$/.exec(entry);
      const header = /^([^:]+):\s*(.*)$/.exec(entry);
      if (detach) rules.at(-1).actions.push({detach: detach[1].toLowerCase()});
      else if (header) rules.at(-1).actions.push({name: header[1].trim(), value: header[2]});
    }
  }
  return rules;
}

let headerRules = {mtimeMs: -1, rules: []};

/** The `_headers` rules, read again when a build rewrote the file. */
async function currentHeaderRules() {
  const file = join(root, '_headers');
  try {
    const {mtimeMs} = await stat(file);
    if (mtimeMs !== headerRules.mtimeMs) {
      headerRules = {mtimeMs, rules: parseHeadersFile(await readFile(file, 'utf8'))};
    }
  } catch {
    headerRules = {mtimeMs: -1, rules: []};
  }
  return headerRules.rules;
}

async function headersForPath(pathname) {
  const headers = new Map();
  for (const {matches, actions} of await currentHeaderRules()) {
    if (!matches.test(pathname)) continue;
    for (const action of actions) {
      if (action.detach) {
        headers.delete(action.detach);
      } else {
        const key = action.name.toLowerCase();
        const previous = headers.get(key);
        headers.set(key, {
          name: action.name,
          value: previous ? `${previous.value}, ${action.value}` : action.value,
        });
      }
    }
  }
  return Object.fromEntries([...headers.values()].map(({name, value}) => [name, value]));
}

async function fileAt(path) {
  try {
    const info = await stat(path);
    return info.isFile() ? path : null;
  } catch {
    return null;
  }
}

async function isDirectory(path) {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

// Compressed bodies, kept in memory: on-the-fly brotli of every request would
// make the server, not the site, the slowest part of a test or benchmark.
const compressedCache = new Map();
// Each file is compressed once per server start, and a test run starts with
// none: brotli's quality 5 takes a fortieth of quality 9's time for about 2 %
// more bytes (saving an offline copy made the server compress 20 MB).
const BROTLI_QUALITY = 5;

async function compressed(file, encoding) {
  // The modification time is part of the key, so a rebuild is never served stale.
  const {mtimeMs, size} = await stat(file);
  const key = `${encoding}:${file}:${mtimeMs}:${size}`;
  if (!compressedCache.has(key)) {
    const raw = await readFile(file);
    compressedCache.set(
      key,
      encoding === 'br'
        ? brotliCompressSync(raw, {params: {[zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY}})
        : gzipSync(raw, {level: 9}),
    );
  }
  return compressedCache.get(key);
}

async function send(request, response, status, file, pathname) {
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const accepts = String(request.headers['accept-encoding'] ?? '');
  // Hashed build assets never change under their name: cached for good, as
  // static hosts serve them.
  const immutable = /^(?:[a-z]{2}(?:-[A-Za-z]+)?\/)?assets\//.test(relative(root, file));
  // Everything else is revalidated: an unchanged file answers 304.
  const {mtimeMs, size} = await stat(file);
  const etag = `"${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}"`;
  const headers = {
    'Content-Type': type,
    'Cache-Control': immutable
      ? 'public, max-age=31536000, immutable'
      : cacheMaxAge > 0
        ? `public, max-age=${cacheMaxAge}`
        : 'no-cache',
    ETag: etag,
    Vary: 'Accept-Encoding',
    ...(await headersForPath(pathname)),
  };
  if (status === 200 && request.headers['if-none-match'] === etag) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  const encoding =
    !compress || !COMPRESSIBLE.test(type)
      ? null
      : /\bbr\b/.test(accepts)
        ? 'br'
        : /\bgzip\b/.test(accepts)
          ? 'gzip'
          : null;
  if (encoding) {
    const body = await compressed(file, encoding);
    response.writeHead(status, {
      ...headers,
      'Content-Encoding': encoding,
      'Content-Length': body.length,
    });
    response.end(request.method === 'HEAD' ? undefined : body);
    return;
  }
  response.writeHead(status, headers);
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(file).pipe(response);
}

async function notFound(request, response, relativePath, pathname) {
  const locale = relativePath.split('/')[0];
  const localised =
    locale && locale !== '404.html' ? await fileAt(join(root, locale, '404.html')) : null;
  const page = localised ?? (await fileAt(join(root, '404.html')));
  if (page) {
    await send(request, response, 404, page, pathname);
  } else {
    response.writeHead(404, {'Content-Type': 'text/plain'}).end('Not found');
  }
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    response.writeHead(400).end('Bad request');
    return;
  }
  if (!pathname.startsWith(baseUrl)) {
    if (pathname === '/' || pathname === baseUrl.slice(0, -1)) {
      response.writeHead(302, {Location: baseUrl}).end();
      return;
    }
    response.writeHead(404, {'Content-Type': 'text/plain'}).end(`Not found: try ${baseUrl}`);
    return;
  }
  const relativePath = normalize(pathname.slice(baseUrl.length)).replace(/^(\.\.[/\\])+/, '');
  const target = join(root, relativePath);
  if (!target.startsWith(root)) {
    response.writeHead(403).end('Forbidden');
    return;
  }
  if (pathname.endsWith('/')) {
    const index = await fileAt(join(target, 'index.html'));
    if (index) {
      await send(request, response, 200, index, pathname);
      return;
    }
  } else {
    const legacy = /^(.*?)(?:\/index)?\.html$/.exec(pathname);
    if (legacy && (await fileAt(join(root, legacy[1].slice(baseUrl.length), 'index.html')))) {
      response.writeHead(301, {Location: `${legacy[1]}/${url.search}`}).end();
      return;
    }
    const file = await fileAt(target);
    if (file) {
      await send(request, response, 200, file, pathname);
      return;
    }
    if (await isDirectory(target)) {
      response.writeHead(301, {Location: `${pathname}/${url.search}`}).end();
      return;
    }
  }
  await notFound(request, response, relativePath, pathname);
});

server.on('error', (error) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} is already in use: stop the other server or set PORT to a free port.`
      : `The static server could not start: ${error.message}`,
  );
  process.exit(1);
});

server.listen(port, host, () => {
  // localhost, not 127.0.0.1: sign-in needs the docs and the local account
  // service on the same site.
  const shownHost = host === '127.0.0.1' ? 'localhost' : host;
  console.log(`Serving ${root} at http://${shownHost}:${port}${baseUrl}`);
});
