/**
 * The page template of the static build. It differs from Docusaurus's own in
 * one place: the site's scripts are requested after the page's first paint
 * instead of with the HTML. Every page is complete, readable HTML before any
 * script runs, so on a slow phone link the stylesheet and the first paint no
 * longer share the connection with the page's JavaScript; the scripts still
 * run in order (runtime, then main) and the page hydrates as before.
 * A tab opened in the background, where no frame is drawn, starts them after
 * a second. When a script cannot load (the site served at another path than
 * the one it was built for), the loader shows the hidden notice every page
 * carries (src/components/ScriptFailureNotice); it replaces Docusaurus's
 * base URL banner, which looks for the scripts before this loader starts them.
 */
import {SCRIPT_FAILURE_NOTICE_ID, SCRIPT_FAILURE_PATH_ID} from './scriptFailureIds';

/**
 * The template without its indentation and line breaks. Docusaurus puts the
 * whole site config, this template included, in every page's main script;
 * every line below ends where a break is not needed (a tag, a brace, a
 * semicolon), so joining them changes nothing a page shows or runs.
 */
function withoutLayout(template: string): string {
  return template
    .split('\n')
    .map((line) => line.trim())
    .join('');
}

export const ssrTemplate = withoutLayout(`<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>(function (sources) {
  var started = false;
  function fail() {
    var notice = document.getElementById('${SCRIPT_FAILURE_NOTICE_ID}');
    var path = document.getElementById('${SCRIPT_FAILURE_PATH_ID}');
    if (path) path.textContent = location.pathname;
    if (notice) notice.hidden = false;
  }
  function start() {
    if (started) return;
    started = true;
    sources.forEach(function (source) {
      var script = document.createElement('script');
      script.src = source;
      script.async = false;
      script.onerror = fail;
      document.head.appendChild(script);
    });
  }
  requestAnimationFrame(function () { setTimeout(start, 0); });
  setTimeout(start, 1000);
})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);</script>
  </body>
</html>
`);
