/**
 * The fields of the prefill forms of CodePen (`POST /pen/define`, one `data`
 * field of JSON) and JSFiddle (`POST /api/post/library/pure/`, one field per
 * panel). Both take a page split into panels: the body's markup, its inline
 * styles and scripts, and the external stylesheets and scripts it loads, in
 * document order.
 */

export interface PageParts {
  readonly title: string;
  readonly html: string;
  readonly css: string;
  readonly js: string;
  readonly stylesheets: readonly string[];
  readonly scripts: readonly string[];
}

/** Splits a standalone page into the panels the playgrounds show. */
export function pageParts(source: string, parser: DOMParser = new DOMParser()): PageParts {
  const document = parser.parseFromString(source, 'text/html');
  const stylesheets: string[] = [];
  const scripts: string[] = [];
  const css: string[] = [];
  const js: string[] = [];
  for (const element of Array.from(document.querySelectorAll('link, style, script'))) {
    const tag = element.tagName.toLowerCase();
    if (tag === 'link' && element.getAttribute('rel')?.toLowerCase() === 'stylesheet') {
      stylesheets.push(element.getAttribute('href') ?? '');
    } else if (tag === 'style') {
      css.push(dedent(element.textContent ?? ''));
    } else if (tag === 'script' && element.hasAttribute('src')) {
      scripts.push(element.getAttribute('src') ?? '');
    } else if (tag === 'script') {
      js.push(dedent(element.textContent ?? ''));
    } else {
      continue;
    }
    element.remove();
  }
  return {
    title: document.title.trim(),
    html: dedent(document.body.innerHTML),
    css: css.join('\n\n'),
    js: js.join('\n\n'),
    stylesheets: stylesheets.filter(Boolean),
    scripts: scripts.filter(Boolean),
  };
}

/** Text without its blank first and last lines and the indent all lines share. */
function dedent(text: string): string {
  const lines = text
    .replace(/^\s*\n/, '')
    .replace(/\s+$/, '')
    .split('\n');
  const indents = lines
    .filter((line) => line.trim() !== '')
    .map((line) => /^[ \t]*/.exec(line)?.[0].length ?? 0);
  const shared = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(shared)).join('\n');
}

/** CodePen's one field: `data`, the pen as JSON. */
export function codePenFields(parts: PageParts): Record<string, string> {
  return {
    data: JSON.stringify({
      title: parts.title,
      html: parts.html,
      css: parts.css,
      js: parts.js,
      css_external: parts.stylesheets.join(';'),
      js_external: parts.scripts.join(';'),
    }),
  };
}

/** JSFiddle's fields; `wrap: b` runs the script at the end of the body, as the page does. */
export function jsFiddleFields(parts: PageParts): Record<string, string> {
  return {
    title: parts.title,
    html: parts.html,
    css: parts.css,
    js: parts.js,
    resources: [...parts.stylesheets, ...parts.scripts].join(','),
    wrap: 'b',
  };
}
