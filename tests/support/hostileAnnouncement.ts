/**
 * Hostile values for the remote announcement file, used by the unit tests
 * (src/lib/announcement) and the browser tests (tests/e2e/announcement.spec.ts).
 * Every script-running payload calls `__xss()`, a counter the browser tests
 * install before the page loads, so "nothing ran" is a count of zero.
 */

/** Message HTML. Each keeps some plain text so the bar still has something to show. */
export const HOSTILE_HTML: readonly string[] = [
  'Script tag <script>__xss()</script>',
  'Script with src <script src="data:text/javascript,__xss()"></script>',
  'Image error <img src="x" onerror="__xss()">',
  'Image error, no quotes <img src=x onerror=__xss()>',
  'SVG onload <svg onload="__xss()"><circle r="5"></circle></svg>',
  'SVG script <svg><script>__xss()</script></svg>',
  'SVG animate <svg><a><animate attributeName="href" values="javascript:__xss()"/><text y="20">go</text></a></svg>',
  'MathML link <math><mtext><table><mglyph><style><img src=x onerror=__xss()></style></mglyph></table></mtext></math>',
  'MathML href <math href="javascript:__xss()"><mi>x</mi></math>',
  'Link to javascript: <a href="javascript:__xss()">click</a>',
  'Link with entity-encoded scheme <a href="&#106;avascript&#58;__xss()">click</a>',
  'Link with a tab in the scheme <a href="java\tscript:__xss()">click</a>',
  'Link with upper case <a href="JaVaScRiPt:__xss()">click</a>',
  'Link to data: <a href="data:text/html,<script>__xss()</script>">click</a>',
  'Link to vbscript: <a href="vbscript:__xss()">click</a>',
  'Protocol-relative link <a href="//evil.example/x">click</a>',
  'Link onclick <a href="https://example.com/" onclick="__xss()">click</a>',
  'Span mouseover <span onmouseover="__xss()">hover me</span>',
  'Autofocus <b tabindex="0" autofocus onfocus="__xss()">focus</b>',
  'Iframe <iframe src="javascript:__xss()"></iframe>',
  'Iframe srcdoc <iframe srcdoc="<script>parent.__xss()</script>"></iframe>',
  'Object <object data="javascript:__xss()"></object>',
  'Embed <embed src="data:text/html,<script>__xss()</script>">',
  'Form action <form action="javascript:__xss()"><button>send</button></form>',
  'Details toggle <details open ontoggle="__xss()"><summary>x</summary></details>',
  'Body onload <body onload="__xss()">body</body>',
  'Meta refresh <meta http-equiv="refresh" content="0;url=javascript:__xss()">',
  'Base href <base href="javascript:__xss()//">',
  'Style tag <style>body{display:none}</style> after style',
  'Style escape <span style="position:fixed;inset:0;z-index:9999;background:red">cover</span>',
  'Style import <style>@import url("javascript:__xss()");</style>',
  'Link element <link rel="stylesheet" href="javascript:__xss()">',
  'Class reuse <span class="navbar" id="__docusaurus">clobber</span>',
  'DOM clobbering <a id="__xssFlag" name="__xssFlag">x</a>',
  'Broken comment <!--><img src=x onerror=__xss()>-->',
  'Noscript <noscript><p title="</noscript><img src=x onerror=__xss()>"></noscript>',
  'Template <template><img src=x onerror=__xss()></template>',
  'Nested quotes <a title="x" href="https://example.com/"" onmouseover="__xss()">hover</a>',
  'Video <video><source onerror="__xss()"></video>',
  'Input <input autofocus onfocus="__xss()">',
];

/** Values for `imageUrl` and `link.url`: all must be dropped. */
export const HOSTILE_URLS: readonly string[] = [
  'javascript:__xss()',
  'JAVASCRIPT:__xss()',
  ' javascript:__xss()',
  'java\tscript:__xss()',
  'java\nscript:__xss()',
  'javascript&colon;__xss()',
  'data:text/html,<script>__xss()</script>',
  'data:image/svg+xml,<svg onload="__xss()"></svg>',
  'vbscript:__xss()',
  '//evil.example/steal',
  '/\\evil.example/steal',
  '\\\\evil.example\\steal',
  'https://evil.example/x.png" onerror="__xss()',
  'blob:https://evil.example/1234',
  'file:///etc/passwd',
  `https://example.com/${'a'.repeat(2100)}`,
];

/** Values for `textColor`: all must be dropped. */
export const HOSTILE_COLORS: readonly string[] = [
  'red; background: url(javascript:__xss())',
  'red;position:fixed;top:0;left:0;width:100vw;height:100vh',
  'expression(__xss())',
  'url(https://evil.example/track.png)',
  'red}body{display:none',
  '</style><script>__xss()</script>',
  '\\72 ed',
  'var(--ifm-color-primary)',
  'red !important',
  'attr(title)',
  '"red"',
  'javascript:__xss()',
  'rgb(0 0 0) ; z-index: 99999',
  `#${'f'.repeat(100)}`,
];

/** How many hostile values the corpus holds in all. */
export const HOSTILE_CORPUS_SIZE =
  HOSTILE_HTML.length + HOSTILE_URLS.length + HOSTILE_COLORS.length;
