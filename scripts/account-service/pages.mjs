// HTML of the local account service's pages. Every interpolated value goes
// through `escapeHtml`: usernames, emails and route-to come from the request.

export function escapeHtml(value) {
  return String(value).replace(
    /[&<>"']/g,
    (char) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[char],
  );
}

function layout(title, body) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Local account service</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1f2933; }
  main { max-width: 28rem; margin: 4rem auto; padding: 2rem; background: #fff; border-radius: 8px;
         box-shadow: 0 1px 4px rgb(0 0 0 / 12%); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  label { display: block; margin: 1rem 0 0.25rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: 0.5rem; font: inherit; border: 1px solid #8592a3;
          border-radius: 4px; }
  button { margin-top: 1.5rem; padding: 0.6rem 1.2rem; font: inherit; font-weight: 600; color: #fff;
           background: #1c5fd4; border: 0; border-radius: 4px; cursor: pointer; }
  :focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
  .error { color: #b3261e; }
  .note { color: #52606d; font-size: 0.875rem; }
  code { word-break: break-all; }
  table { border-collapse: collapse; width: 100%; }
  td, th { text-align: left; padding: 0.4rem; border-bottom: 1px solid #d9dee5; vertical-align: top; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/** Sign-in and sign-up share one form; both sign the test user in. */
export function authPage({action, routeTo, error = '', userId = 'docs-tester', email = ''}) {
  const isSignUp = action === 'signup';
  const title = isSignUp ? 'Create an account' : 'Sign in';
  const address = email || `${userId}@example.com`;
  return layout(
    title,
    `<h1>${title}</h1>
<p class="note">Local account service for development and tests. No password: any username signs in.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/auth/${action}/">
  <input type="hidden" name="route-to" value="${escapeHtml(routeTo)}">
  <label for="username">Username</label>
  <input id="username" name="username" value="${escapeHtml(userId)}" autocomplete="username" required>
  <label for="email">Email</label>
  <input id="email" name="email" type="email" value="${escapeHtml(address)}" autocomplete="email" required>
  <button type="submit">${isSignUp ? 'Create account' : 'Sign in'}</button>
</form>`,
  );
}

export function consolePage(user) {
  return layout(
    'Console',
    `<h1>Console</h1>
<p>Signed in as <strong>${escapeHtml(user.id)}</strong> (${escapeHtml(user.email)}).</p>
<p><a href="/console/account/access-tokens/">Access tokens</a></p>`,
  );
}

export function accessTokensPage(user) {
  const rows = user.authorizations
    .map(
      (authorization) =>
        `<tr><td>${escapeHtml(authorization.client)}</td><td>${escapeHtml(authorization.usage)}</td>` +
        `<td>${authorization.default ? 'yes' : ''}</td><td><code>${escapeHtml(authorization.token)}</code></td></tr>`,
    )
    .join('\n');
  return layout(
    'Access tokens',
    `<h1>Access tokens</h1>
<p>Tokens of <strong>${escapeHtml(user.id)}</strong>. The docs show the default public (pk) token of client <code>api</code>.</p>
<table><thead><tr><th>Client</th><th>Usage</th><th>Default</th><th>Token</th></tr></thead>
<tbody>${rows}</tbody></table>
<p><a href="/console/">Back to the console</a></p>`,
  );
}

export function avatarSvg(initial, colour) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
<rect width="64" height="64" rx="32" fill="${colour}"/>
<text x="32" y="42" font-family="sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${escapeHtml(initial)}</text>
</svg>`;
}
