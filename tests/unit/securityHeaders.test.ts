import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {describe, expect, it} from 'vitest';

import type {ExampleRecord} from '../../plugins/examples/model';
import {applySecurityPolicies} from '../../plugins/security-headers';
import {headersFile} from '../../plugins/security-headers/headersFile';
import {inlineScriptHashes, withPolicyMeta} from '../../plugins/security-headers/inlineScripts';
import {
  asHeader,
  demoDirectives,
  docsDirectives,
  serialise,
} from '../../plugins/security-headers/policy';
import * as RUNNER from '../../plugins/preview/browser/runner';
import {CONSOLE_MESSAGE_TYPE} from '../../plugins/examples/theme/ExamplePlayground/consoleMessage';
import {
  DEMO_FRAME_SANDBOX,
  RUN_DOCUMENT_MESSAGE,
} from '../../plugins/examples/theme/ExamplePlayground/demoFrame';
import {resolveSettings} from '../../src/config/settings';

const sha = (text: string) => createHash('sha256').update(text).digest('base64');

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('inline script hashes', () => {
  it('hashes the scripts a browser runs, byte for byte, and nothing else', () => {
    const html = [
      '<script>var a = 1;</script>',
      '<script type=module>import "x";</script>',
      '<script src=/a.js></script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<SCRIPT TYPE="text/javascript">\n  b();\n</SCRIPT >',
      '<script type=text/template><b></b></script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha('var a = 1;'),
      sha('import "x";'),
      sha('\n  b();\n'),
    ]);
  });

  it('puts the policy first in the head, after the charset, without a new line', () => {
    const page =
      '<!doctype html><html><head><meta charset=UTF-8><title>x</title><script>a()</script>';
    const withMeta = withPolicyMeta(page, 'script-src \'self\' "odd"');
    expect(withMeta).toBe(
      '<!doctype html><html><head><meta charset=UTF-8><meta http-equiv="Content-Security-Policy" content="script-src \'self\' &quot;odd&quot;"><title>x</title><script>a()</script>',
    );
    const demo =
      '<html>\n  <head> <link rel="icon" href="data:," />\n    <meta charset="utf-8" />\n';
    expect(withPolicyMeta(demo, 'x').split('\n')).toHaveLength(demo.split('\n').length);
    expect(() => withPolicyMeta('<p>no head</p>', 'x')).toThrow(/no <head>/);
  });
});

describe('policies', () => {
  const settings = resolveSettings({});

  it('allows no inline script on docs pages but the hashed ones, and only the configured hosts', () => {
    const policy = serialise(docsDirectives(settings, ['bbb', 'aaa', 'aaa']));
    const scripts = directive(policy, 'script-src');
    expect(scripts).toEqual(["'self'", "'sha256-aaa'", "'sha256-bbb'", 'http://localhost:3031']);
    expect(policy).not.toMatch(/unsafe-inline'[^;]*;[^;]*script|'unsafe-eval'/);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://account.mapbox.com',
      'http://localhost:3031',
    ]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'form-action')).toEqual([
      "'self'",
      'https://codepen.io',
      'https://jsfiddle.net',
    ]);
    // Browsers ignore frame-ancestors in a <meta> and say so in the console.
    expect(policy).not.toContain('frame-ancestors');
    expect(asHeader(docsDirectives(settings, []))).toMatch(/; frame-ancestors 'self'$/);
  });

  it("admits no development host in the production host's build (DEPLOY_TARGET, set by the deploy workflow)", () => {
    const production = resolveSettings({
      DEPLOY_TARGET: 'production',
      AI_WIDGET_SCRIPT_URL: 'https://widget.example.org/w.js',
      FEEDBACK_ENDPOINT: 'https://feedback.example.org/docs',
    });
    const policy = serialise(docsDirectives(production, ['aaa']));
    expect(policy).not.toMatch(/localhost|127\.0\.0\.1/);
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      "'sha256-aaa'",
      'https://widget.example.org',
    ]);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://account.mapbox.com',
      'https://feedback.example.org',
      'https://widget.example.org',
    ]);
    const workflow = readFileSync(
      join(__dirname, '..', '..', '.github', 'workflows', 'deploy.yml'),
      'utf8',
    );
    expect(workflow).toMatch(
      /run: npm run build\n\s+env:\n(?:\s+#.*\n)*\s+DEPLOY_TARGET: production\n/,
    );
    expect(() => resolveSettings({DEPLOY_TARGET: 'prod'})).toThrow(/DEPLOY_TARGET "prod"/);
  });

  it('adds the hosted search and a production AI widget and feedback host when configured', () => {
    const hosted = resolveSettings({
      SEARCH_APP_ID: 'APP',
      SEARCH_API_KEY: 'key',
      AI_WIDGET_SCRIPT_URL: 'https://widget.example.org/w.js',
      FEEDBACK_ENDPOINT: 'https://feedback.example.org/docs',
    });
    const policy = serialise(docsDirectives(hosted, []));
    expect(directive(policy, 'script-src')).toContain('https://widget.example.org');
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining([
        'https://*.algolia.net',
        'https://*.algolianet.com',
        'https://feedback.example.org',
      ]),
    );
  });

  it("lets demo documents run inline code, blob workers and the loader's blob: scripts, and fetch nothing off-origin", () => {
    const policy = serialise(demoDirectives());
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'unsafe-inline'", 'blob:']);
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'", 'data:']);
    expect(directive(policy, 'worker-src')).toEqual(["'self'", 'blob:']);
    for (const name of ['connect-src', 'img-src', 'font-src', 'media-src']) {
      expect(
        directive(policy, name).every((source) => !source.includes('://')),
        name,
      ).toBe(true);
    }
  });
});

describe('the _headers file', () => {
  const text = headersFile({
    baseUrl: '/mapbox-gl-js/',
    localePaths: ['', 'ja/'],
    runtimeDir: 'example-runtime',
    runnerFile: 'run.html',
    docsDirectives: [['script-src', ["'self'"]]],
    demoDirectives: [['script-src', ["'unsafe-inline'"]]],
    askingExamples: ['locate-user'],
    askingDemoFiles: ['locate-user.html', 'locate-user.ja.html'],
  });

  it('gives every page the docs policy and the security headers', () => {
    expect(
      text.startsWith(
        "/mapbox-gl-js/*\n  Content-Security-Policy: script-src 'self'; frame-ancestors 'self'\n",
      ),
    ).toBe(true);
    expect(text).toContain('  X-Content-Type-Options: nosniff\n');
    expect(text).toContain('  Referrer-Policy: strict-origin-when-cross-origin\n');
    expect(text).toContain('  Permissions-Policy: geolocation=(), camera=()');
  });

  it('replaces the policy for the runtime, shared by the locales, and lets one example ask for the position', () => {
    expect(text).toContain(
      "/mapbox-gl-js/example-runtime/*\n  ! Content-Security-Policy\n  Content-Security-Policy: script-src 'unsafe-inline'; frame-ancestors 'self'\n  Access-Control-Allow-Origin: *",
    );
    for (const file of ['locate-user.html', 'locate-user.ja.html']) {
      expect(text).toContain(`/mapbox-gl-js/example-runtime/demo/${file}\n  ! Permissions-Policy`);
    }
    // The runner hosts every demo: it may pass geolocation on to the one that asks.
    expect(text).toContain(
      '/mapbox-gl-js/example-runtime/run.html\n  ! Permissions-Policy\n  Permissions-Policy: geolocation=*,',
    );
    // The runtime is served once, from the site's root.
    expect(text).not.toContain('/mapbox-gl-js/ja/example-runtime/');
    for (const prefix of ['/mapbox-gl-js/', '/mapbox-gl-js/ja/']) {
      expect(text).toContain(
        `${prefix}example/locate-user/\n  ! Permissions-Policy\n  Permissions-Policy: geolocation=(self)`,
      );
    }
  });
});

it('the runner loads its script, which takes the messages the page and the demo send', () => {
  const runner = readFileSync(join(__dirname, '../../plugins/preview/runtime/run.html'), 'utf8');
  expect(runner).toContain("import {startRunner} from './runner.js';");
  expect(RUNNER.RUN_DOCUMENT_MESSAGE).toBe(RUN_DOCUMENT_MESSAGE);
  expect(RUNNER.DEMO_FRAME_SANDBOX).toBe(DEMO_FRAME_SANDBOX);
  expect(RUNNER.CONSOLE_MESSAGE_TYPE).toBe(CONSOLE_MESSAGE_TYPE);
});

describe('the policies written into a build for the production host', () => {
  it('name no development host in any page, demo document or _headers (DEPLOY_TARGET=production)', async () => {
    const settings = resolveSettings({DEPLOY_TARGET: 'production'});
    const outDir = await mkdtemp(join(tmpdir(), 'deployed-build-'));
    try {
      // A page, and a demo document in the runtime, as the build leaves them.
      const page = join(outDir, 'guides', 'index.html');
      const demo = join(outDir, 'example-runtime', 'demo', 'locate-user.html');
      await mkdir(dirname(page), {recursive: true});
      await mkdir(dirname(demo), {recursive: true});
      const html =
        '<!DOCTYPE html><html><head><title>Guides</title></head><body><script>1</script></body></html>';
      await writeFile(page, html);
      await writeFile(demo, html);
      await applySecurityPolicies(
        {
          outDir,
          baseUrl: '/mapbox-gl-js/',
          siteUrl: 'https://docs.mapbox.com',
          locale: 'en',
          siteTitle: 'Docs',
          tagline: '',
          pages: [{path: '/mapbox-gl-js/guides/', relative: 'guides/', file: page, html}],
        },
        {
          settings,
          runtimeDir: 'example-runtime',
          i18n: {defaultLocale: 'en', currentLocale: 'en', locales: ['en', 'ja']},
          examples: [{slug: 'locate-user', asksForPosition: true} as ExampleRecord],
        },
      );
      const written = await Promise.all(
        [page, demo, join(outDir, '_headers')].map((file) => readFile(file, 'utf8')),
      );
      expect(written[0]).toContain('http-equiv="Content-Security-Policy"');
      expect(written[2]).toContain('Content-Security-Policy:');
      for (const text of written) {
        expect(text).not.toMatch(/localhost|127\.0\.0\.1/);
      }
      // The development build of the same files does name the stand-in account host.
      const development = resolveSettings({});
      expect(serialise(docsDirectives(development, []))).toMatch(/localhost/);
    } finally {
      await rm(outDir, {recursive: true, force: true});
    }
  });
});
