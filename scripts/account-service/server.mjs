#!/usr/bin/env node
// Local stand-in for the provider's account site, speaking the contract the
// docs rely on (sign-in, session, access tokens):
//   GET  /auth/signin/, /auth/signup/   forms that sign a test user in and return to `route-to`
//   GET  /api/session                   200 with the user, 401 when signed out
//   DELETE /api/logout                  ends the session (204)
//   POST /api/feedback                  records a "Was this page helpful?" answer (204);
//   GET  /api/feedback                  lists the answers recorded since the start
//   GET  /console/, /console/account/access-tokens/
//   GET  /avatar/{id}.svg, /ai-widget.js (stand-in AI widget), /healthz
// CORS with credentials is granted to the docs origins only: the development
// docs host, DOCS_ORIGINS, and http://localhost on any port, so that a
// preview on any port can sign in. (127.0.0.1 is another site for the
// session cookie, so it could not sign in anyway and is not granted.)
//
// Usage: npm run account   (env: DOCS_ORIGINS=extra,origins  ACCOUNT_PORT=3031)
// Exits with status 98 when its port is taken (scripts/launch.mjs reports it).
import {readFileSync} from 'node:fs';
import {createServer} from 'node:http';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

import {accessTokensPage, authPage, avatarSvg, consolePage} from './pages.mjs';
import {createStore} from './store.mjs';

const here = dirname(fileURLToPath(import.meta.url));
// The hosts come from the site's settings module, the one source of truth.
const {resolveSettings} = createJiti(fileURLToPath(import.meta.url))(
  join(here, '../../src/config/settings.ts'),
);
const settings = resolveSettings(process.env);
const accountUrl = new URL(settings.hosts.development.account);
const port = Number(process.env.ACCOUNT_PORT ?? accountUrl.port ?? 3031);
const publicOrigin = accountUrl.origin;
const docsOrigins = new Set(
  [settings.hosts.development.docs, ...(process.env.DOCS_ORIGINS ?? '').split(',')]
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => new URL(origin).origin),
);

/** An origin the docs may be served from: configured, or http://localhost:{any port}. */
function isDocsOrigin(origin) {
  if (docsOrigins.has(origin)) {
    return true;
  }
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' && url.hostname === 'localhost';
  } catch {
    return false;
  }
}

const SESSION_COOKIE = 'docs_account_session';
const widgetScript = readFileSync(join(here, 'ai-widget.js'), 'utf8');
const store = createStore(publicOrigin);

function cookieValue(request, name) {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      return decodeURIComponent(rest.join('='));
    }
  }
  return undefined;
}

/** Same-site cookie: docs (localhost:3000) and account (localhost:3031) share a site. */
function sessionCookie(value, maxAge) {
  return `${SESSION_COOKIE}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}`;
}

/** route-to may only send the reader back to the docs or to this service. */
function safeReturnUrl(routeTo) {
  try {
    const url = new URL(routeTo);
    if (isDocsOrigin(url.origin) || url.origin === publicOrigin) {
      return url.toString();
    }
  } catch {
    // Not a URL: fall through to the console.
  }
  return `${publicOrigin}/console/`;
}

function send(response, status, body, headers = {}) {
  response.writeHead(status, {'Cache-Control': 'no-store', ...headers});
  response.end(body);
}

function sendJson(response, status, value, headers = {}) {
  send(response, status, JSON.stringify(value), {
    'Content-Type': 'application/json; charset=utf-8',
    ...headers,
  });
}

const html = {'Content-Type': 'text/html; charset=utf-8'};

/** CORS headers for a docs origin; none for anyone else, so browsers refuse. */
function corsHeaders(request) {
  const origin = request.headers.origin;
  if (!origin || !isDocsOrigin(origin)) {
    return {Vary: 'Origin'};
  }
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    Vary: 'Origin',
  };
}

async function readForm(request) {
  let body = '';
  for await (const chunk of request) {
    body += chunk;
    if (body.length > 10_000) {
      throw new Error('Form too large');
    }
  }
  return new URLSearchParams(body);
}

async function handleAuth(request, response, action, url) {
  if (request.method === 'GET') {
    const routeTo = url.searchParams.get('route-to') ?? '';
    if (store.userForSession(cookieValue(request, SESSION_COOKIE))) {
      send(response, 303, '', {Location: safeReturnUrl(routeTo)});
      return;
    }
    send(response, 200, authPage({action, routeTo}), html);
    return;
  }
  if (request.method !== 'POST') {
    send(response, 405, 'Method not allowed', {Allow: 'GET, POST'});
    return;
  }
  const form = await readForm(request);
  const routeTo = form.get('route-to') ?? '';
  const result = store.signIn(form.get('username'), form.get('email'));
  if (result.error) {
    const page = authPage({
      action,
      routeTo,
      error: result.error,
      userId: form.get('username') ?? '',
      email: form.get('email') ?? '',
    });
    send(response, 400, page, html);
    return;
  }
  send(response, 303, '', {
    Location: safeReturnUrl(routeTo),
    'Set-Cookie': sessionCookie(result.sessionId, 7 * 24 * 3600),
  });
}

const MAX_FEEDBACK_BYTES = 4_000;
const feedbackLog = [];

/** A page-feedback answer as the docs send it, or null. */
function parseFeedback(body) {
  let value;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  const valid =
    value !== null &&
    typeof value === 'object' &&
    typeof value.id === 'string' &&
    typeof value.page === 'string' &&
    typeof value.helpful === 'boolean' &&
    typeof value.comment === 'string' &&
    value.comment.length <= 500;
  return valid ? value : null;
}

async function handleFeedback(request, response, cors) {
  if (request.method === 'GET') {
    sendJson(response, 200, feedbackLog, cors);
    return;
  }
  let body = '';
  for await (const chunk of request) {
    body += chunk;
    if (body.length > MAX_FEEDBACK_BYTES) {
      sendJson(response, 413, {message: 'Feedback too large'}, cors);
      return;
    }
  }
  const feedback = parseFeedback(body);
  if (!feedback) {
    sendJson(response, 400, {message: 'Not a page-feedback answer'}, cors);
    return;
  }
  // The same answer sent twice (two tabs retrying a queue) is kept once.
  if (!feedbackLog.some(({id}) => id === feedback.id)) {
    feedbackLog.push(feedback);
    feedbackLog.splice(0, feedbackLog.length - 1_000);
    console.log(`Feedback: ${feedback.helpful ? 'yes' : 'no'} on ${feedback.page}`);
  }
  send(response, 204, '', cors);
}

async function handleApi(request, response, pathname) {
  const cors = corsHeaders(request);
  if (request.method === 'OPTIONS') {
    if (!cors['Access-Control-Allow-Origin']) {
      send(response, 403, '', cors);
      return;
    }
    send(response, 204, '', {
      ...cors,
      'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': 'Accept, Content-Type',
      'Access-Control-Max-Age': '600',
    });
    return;
  }
  if (pathname === '/api/feedback' && ['GET', 'POST'].includes(request.method)) {
    await handleFeedback(request, response, cors);
    return;
  }
  const sessionId = cookieValue(request, SESSION_COOKIE);
  if (pathname === '/api/session' && request.method === 'GET') {
    const user = store.userForSession(sessionId);
    if (user) {
      sendJson(response, 200, user, cors);
    } else {
      sendJson(response, 401, {message: 'Not signed in'}, cors);
    }
    return;
  }
  if (pathname === '/api/logout' && request.method === 'DELETE') {
    store.signOut(sessionId);
    send(response, 204, '', {...cors, 'Set-Cookie': sessionCookie('', 0)});
    return;
  }
  sendJson(response, 404, {message: `No API route ${request.method} ${pathname}`}, cors);
}

function handleConsole(request, response, pathname, url) {
  const user = store.userForSession(cookieValue(request, SESSION_COOKIE));
  if (!user) {
    const signIn = new URL('/auth/signin/', publicOrigin);
    signIn.searchParams.set('route-to', new URL(url.pathname, publicOrigin).toString());
    send(response, 303, '', {Location: signIn.toString()});
    return;
  }
  if (pathname === '/console/') {
    send(response, 200, consolePage(user), html);
  } else if (pathname === '/console/account/access-tokens/') {
    send(response, 200, accessTokensPage(user), html);
  } else {
    send(response, 404, 'Not found', {'Content-Type': 'text/plain'});
  }
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', publicOrigin);
  const {pathname} = url;
  try {
    if (pathname === '/healthz') {
      send(response, 200, 'ok', {'Content-Type': 'text/plain'});
    } else if (pathname === '/favicon.ico') {
      send(response, 204, '');
    } else if (pathname === '/auth/signin/' || pathname === '/auth/signup/') {
      await handleAuth(request, response, pathname.split('/')[2], url);
    } else if (pathname.startsWith('/api/')) {
      await handleApi(request, response, pathname);
    } else if (pathname.startsWith('/console')) {
      handleConsole(request, response, pathname.endsWith('/') ? pathname : `${pathname}/`, url);
    } else if (pathname === '/ai-widget.js') {
      send(response, 200, widgetScript, {'Content-Type': 'text/javascript; charset=utf-8'});
    } else if (/^\/avatar\/[a-z0-9-]+\.svg$/.test(pathname)) {
      const userId = pathname.slice('/avatar/'.length, -'.svg'.length);
      send(response, 200, avatarSvg(userId.charAt(0).toUpperCase(), store.avatarColour(userId)), {
        'Content-Type': 'image/svg+xml',
      });
    } else {
      send(response, 404, 'Not found', {'Content-Type': 'text/plain'});
    }
  } catch (error) {
    send(response, 400, error instanceof Error ? error.message : 'Bad request', {
      'Content-Type': 'text/plain',
    });
  }
});

/** Status the launcher reads as "port taken" (scripts/launch.mjs). */
const PORT_TAKEN_STATUS = 98;

server.on('error', (error) => {
  if (error.code === 'EADDRINUSE') {
    console.error(`Account service: port ${port} is already in use by another program.`);
    process.exit(PORT_TAKEN_STATUS);
  }
  throw error;
});

server.listen(port, accountUrl.hostname, () => {
  console.log(
    `Account service at ${publicOrigin} for ${[...docsOrigins].join(', ')} and any localhost port`,
  );
});
