#!/usr/bin/env node
// Static server for the production bundle, used by the browser tests and the
// benchmarks. It serves build/ under the site's base URL the way a static host
// does: directory index files, 301 to the trailing-slash form, the locale's
// 404.html (status 404) for anything else, and gzip/brotli on request.
// It also serves the same files under WRONG_BASE, so tests can load the site
// from a path that does not match its baseUrl.
import {createServer} from 'node:http';
import {createReadStream} from 'node:fs';
import {stat} from 'node:fs/promises';
import {extname, join, normalize, resolve} from 'node:path';
import {createBrotliCompress, createGzip} from 'node:zlib';

const root = resolve(process.env.BUILD_DIR ?? 'build');
const port = Number(process.env.PORT ?? 3100);
const host = process.env.HOST ?? '127.0.0.1';
const baseUrl = process.env.BASE_URL ?? `/${process.env.PRODUCT_ID ?? 'mapbox'}-gl-js/`;
const wrongBase = '/wrong-base/';
const compress = process.env.COMPRESS !== 'false';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.pbf': 'application/x-protobuf',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg)/;

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

function send(request, response, status, file) {
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const headers = {'Content-Type': type, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding'};
  let body = createReadStream(file);
  if (compress && COMPRESSIBLE.test(type)) {
    if (/\bbr\b/.test(accepts)) {
      headers['Content-Encoding'] = 'br';
      body = body.pipe(createBrotliCompress());
    } else if (/\bgzip\b/.test(accepts)) {
      headers['Content-Encoding'] = 'gzip';
      body = body.pipe(createGzip());
    }
  }
  response.writeHead(status, headers);
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  body.pipe(response);
}

async function notFound(request, response, relativePath) {
  const locale = relativePath.split('/')[0];
  const localised =
    locale && locale !== '404.html' ? await fileAt(join(root, locale, '404.html')) : null;
  const page = localised ?? (await fileAt(join(root, '404.html')));
  if (page) {
    send(request, response, 404, page);
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
  const prefix = [baseUrl, wrongBase].find((candidate) => pathname.startsWith(candidate));
  if (!prefix) {
    if (pathname === '/' || pathname === baseUrl.slice(0, -1)) {
      response.writeHead(302, {Location: baseUrl}).end();
      return;
    }
    response.writeHead(404, {'Content-Type': 'text/plain'}).end(`Not found: try ${baseUrl}`);
    return;
  }
  const relativePath = normalize(pathname.slice(prefix.length)).replace(/^(\.\.[/\\])+/, '');
  const target = join(root, relativePath);
  if (!target.startsWith(root)) {
    response.writeHead(403).end('Forbidden');
    return;
  }
  if (pathname.endsWith('/')) {
    const index = await fileAt(join(target, 'index.html'));
    if (index) {
      send(request, response, 200, index);
      return;
    }
  } else {
    const file = await fileAt(target);
    if (file) {
      send(request, response, 200, file);
      return;
    }
    if (await isDirectory(target)) {
      response.writeHead(301, {Location: `${pathname}/${url.search}`}).end();
      return;
    }
  }
  await notFound(request, response, relativePath);
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}${baseUrl}`);
});
