/**
 * `llms.txt` and `llms-full.txt` of one locale, in the llms.txt proposal's
 * format: an H1 with the site's name, a blockquote summary, then H2
 * sections of `- [title](url): description` lines.
 */
export type TwinSection = 'guides' | 'api' | 'examples' | 'plugins';

export interface TwinPage {
  readonly section: TwinSection;
  /** The page's address, for readers. */
  readonly url: string;
  /** Its Markdown twin's address. */
  readonly markdownUrl: string;
  readonly title: string;
  readonly description: string;
  /** Examples only: the main topic, which groups them. */
  readonly topic?: string;
  /** A Japanese page whose translation is not current (plugins/translations). */
  readonly translation?: {readonly state: 'outdated' | 'missing'; readonly englishChanged?: string};
  readonly markdown: string;
}

export interface SectionTitles {
  readonly guides: string;
  readonly api: string;
  readonly examples: (topic: string) => string;
  readonly plugins: string;
  /** What an entry adds when its page's translation is not current. */
  readonly translationNote: (translation: NonNullable<TwinPage['translation']>) => string;
}

function entry(page: TwinPage, sections: SectionTitles): string {
  const description = page.description.replace(/\s+/g, ' ').trim();
  const note = page.translation ? ` ${sections.translationNote(page.translation)}` : '';
  return `- [${page.title}](${page.markdownUrl})${note}${description ? `: ${description}` : ''}`;
}

/** A section of prose after the page lists: how else to read the docs (the MCP server). */
export interface ExtraSection {
  readonly title: string;
  readonly body: string;
}

export function llmsIndex(
  pages: readonly TwinPage[],
  {
    title,
    summary,
    sections,
    extra = [],
  }: {
    title: string;
    summary: string;
    sections: SectionTitles;
    extra?: readonly ExtraSection[];
  },
): string {
  const blocks = [`# ${title}`, `> ${summary}`];
  const of = (section: TwinSection) => pages.filter((page) => page.section === section);
  blocks.push(
    `## ${sections.guides}\n\n${of('guides')
      .map((page) => entry(page, sections))
      .join('\n')}`,
  );
  blocks.push(
    `## ${sections.api}\n\n${of('api')
      .map((page) => entry(page, sections))
      .join('\n')}`,
  );
  const topics = [...new Set(of('examples').map((page) => page.topic ?? ''))];
  for (const topic of topics) {
    const inTopic = of('examples').filter((page) => (page.topic ?? '') === topic);
    blocks.push(
      `## ${sections.examples(topic)}\n\n${inTopic.map((page) => entry(page, sections)).join('\n')}`,
    );
  }
  blocks.push(
    `## ${sections.plugins}\n\n${of('plugins')
      .map((page) => entry(page, sections))
      .join('\n')}`,
  );
  blocks.push(...extra.map((section) => `## ${section.title}\n\n${section.body}`));
  return `${blocks.join('\n\n')}\n`;
}

/** Every guide and API page in full, each after a line naming its address. */
export function llmsFull(
  pages: readonly TwinPage[],
  {title, summary}: {title: string; summary: string},
): string {
  const full = pages.filter((page) => page.section === 'guides' || page.section === 'api');
  const parts = full.map((page) => `<!-- ${page.url} -->\n\n${page.markdown.trim()}`);
  return `# ${title}\n\n> ${summary}\n\n${parts.join('\n\n---\n\n')}\n`;
}
