/**
 * A page's Markdown twin, made from the page's built HTML (what readers
 * see, product tokens already replaced): the article without the theme's
 * chrome, headings, tables, code blocks with their languages, and every
 * link and image made absolute to the site.
 */
import {load, type CheerioAPI} from 'cheerio';
import TurndownService from 'turndown';
import {gfm} from 'turndown-plugin-gfm';

export interface PageTwin {
  readonly title: string;
  readonly description: string;
  readonly markdown: string;
}

/** Parts of a page that are controls or navigation, not content. */
const CHROME = [
  'script',
  'style',
  'noscript',
  'svg',
  'button',
  'input',
  'form',
  'nav',
  'iframe',
  '[role="search"]',
  'figure:has(iframe)',
  '.hash-link',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.theme-doc-version-badge',
  '[aria-hidden="true"]',
  '[data-ai-widget]',
  '[data-page-actions]',
  '[data-page-feedback]',
].join(', ');

function contentRoot($: CheerioAPI) {
  const markdown = $('.theme-doc-markdown').first();
  return markdown.length > 0 ? markdown : $('main').first();
}

/** Docusaurus code blocks (one span per line) as plain `<pre><code class="language-x">`. */
function plainCodeBlocks($: CheerioAPI): void {
  $('div.theme-code-block').each((_, element) => {
    const block = $(element);
    const language = /(?:^|\s)language-(\S+)/.exec(block.attr('class') ?? '')?.[1] ?? '';
    const lines = block.find('.token-line');
    const text =
      lines.length > 0
        ? lines
            .map((__, line) => $(line).text())
            .get()
            .join('\n')
        : block.find('pre code').text();
    const code = $('<code></code>').text(text.replace(/\n+$/, ''));
    if (language) code.addClass(`language-${language}`);
    block.replaceWith($('<pre></pre>').append(code));
  });
}

/** Admonitions as block quotes that start with their label in bold. */
function quotedAdmonitions($: CheerioAPI): void {
  $('.theme-admonition').each((_, element) => {
    const admonition = $(element);
    const heading = admonition.children().first();
    const label = heading.text().trim();
    heading.remove();
    const quote = $('<blockquote></blockquote>');
    if (label) {
      quote.append(
        $('<p></p>').append($('<strong></strong>').text(label[0]!.toUpperCase() + label.slice(1))),
      );
    }
    quote.append(admonition.children().first().html() ?? admonition.html() ?? '');
    admonition.replaceWith(quote);
  });
}

/**
 * Markdown has no links inside code spans: a code span that is one link
 * becomes a link around a code span; links among other code text become
 * plain text.
 */
function linksOutOfCode($: CheerioAPI): void {
  $('code:has(a)').each((_, element) => {
    const code = $(element);
    const links = code.children('a');
    if (code.contents().length === 1 && links.length === 1) {
      const link = links.first();
      link.replaceWith(link.text());
      code.wrap($('<a></a>').attr('href', link.attr('href') ?? ''));
      return;
    }
    code.find('a').each((__, link) => {
      $(link).replaceWith($(link).text());
    });
  });
}

function absoluteUrls($: CheerioAPI, pageUrl: string): void {
  for (const [selector, attribute] of [
    ['a[href]', 'href'],
    ['img[src]', 'src'],
  ] as const) {
    $(selector).each((_, element) => {
      const value = $(element).attr(attribute) ?? '';
      try {
        $(element).attr(attribute, new URL(value, pageUrl).href);
      } catch {
        // Not a URL a browser could follow either: left as written.
      }
    });
  }
}

const turndown = new TurndownService({
  headingStyle: 'atx',
  codeBlockStyle: 'fenced',
  bulletListMarker: '-',
  emDelimiter: '*',
});
turndown.use(gfm);
// A table row is one line: paragraphs in a cell are joined, and a pipe in
// the cell's text is escaped.
turndown.addRule('tableCell', {
  filter: ['th', 'td'],
  replacement: (content, node) => {
    const cell = content
      .trim()
      .replace(/\s*\n+\s*/g, ' ')
      .replace(/\|/g, '\\|');
    const first = node.parentNode?.firstElementChild === node;
    return `${first ? '| ' : ' '}${cell} |`;
  },
});
// Collapsible sections keep their content; the summary becomes a paragraph.
turndown.addRule('summary', {
  filter: 'summary',
  replacement: (content) => `\n\n**${content.trim()}**\n\n`,
});

export function markdownTwin(html: string, pageUrl: string): PageTwin {
  const $ = load(html);
  const title = ($('main h1').first().text() || $('title').text()).trim();
  const description = $('meta[name="description"]').attr('content')?.trim() ?? '';
  const root = contentRoot($);
  root.find(CHROME).remove();
  plainCodeBlocks($);
  // A count beside a section's name (`Options 54`) reads as `Options (54)`.
  $('summary > span:last-child').each((_, element) => {
    const count = $(element).text().trim();
    if (/^\d+$/.test(count)) $(element).text(` (${count})`);
  });
  quotedAdmonitions($);
  linksOutOfCode($);
  absoluteUrls($, pageUrl);
  const hasTitle = root.find('h1').length > 0;
  let markdown = turndown.turndown(root.html() ?? '').trim();
  if (!hasTitle) {
    markdown = `# ${title}\n\n${markdown}`;
  }
  return {title, description, markdown: `${markdown}\n`};
}
