import {describe, expect, it} from 'vitest';

describe('the docs version metadata in the bundles (docs-version override)', () => {
  const version = {
    version: {
      pluginId: 'default',
      docsSidebars: {sidebar: [{type: 'link', label: 'Install', href: '/guides/install'}]},
      docs: {
        'guides/install': {
          id: 'guides/install',
          title: 'Install',
          description: 'How to add the library to a page.',
          sidebar: 'sidebar',
        },
      },
    },
  };

  it('loses the docs’ descriptions and nothing else', async () => {
    const {withoutDocDescriptions} =
      await import('../../plugins/overrides/docs-version/docsVersion');
    const stripped = JSON.parse(withoutDocDescriptions(JSON.stringify(version))) as typeof version;
    expect(stripped.version.docs['guides/install']).toEqual({
      id: 'guides/install',
      title: 'Install',
      sidebar: 'sidebar',
    });
    expect(stripped.version.docsSidebars).toEqual(version.version.docsSidebars);
    const other = JSON.stringify({title: 'Tags', description: 'kept'});
    expect(withoutDocDescriptions(other)).toBe(other);
  });

  it('is safe: no page renders the doc cards that read descriptions', async () => {
    const {readFileSync, readdirSync} = await import('node:fs');
    const {join} = await import('node:path');
    const root = join(__dirname, '..', '..');
    const sources = ['src', 'docs', 'i18n', 'plugins', 'example'].flatMap((dir) =>
      readdirSync(join(root, dir), {recursive: true, encoding: 'utf8'})
        .filter((file) => /\.(mdx?|tsx?|jsx?)$/.test(file))
        .map((file) => [join(dir, file), readFileSync(join(root, dir, file), 'utf8')] as const),
    );
    const readers = sources.filter(([, text]) =>
      /@theme(-original)?\/DocCard|useDocById|useCurrentSidebarCategory/.test(text),
    );
    expect(readers.map(([file]) => file)).toEqual([]);
    expect(readFileSync(join(root, 'sidebars.ts'), 'utf8')).not.toContain('generated-index');
  });
});

describe('theme components no page renders anything with (unused-theme-components override)', () => {
  const doc = {editUrl: undefined, tags: [], draft: false, unlisted: false};
  const mdxPage = {unlisted: false, frontMatter: {}};
  const plain = {
    versions: [{banner: null, badge: false}],
    docs: [doc, doc],
    mdxPages: [mdxPage],
    hasBlog: false,
  };
  const COMPONENTS = [
    'DocVersionBanner',
    'DocVersionBadge',
    'EditMetaRow',
    'TagsListInline',
    'ContentVisibility',
  ];
  /** The theme components replaced for `facts`, by name. */
  const replaced = async (facts: typeof plain | Record<string, unknown>) => {
    const {unusedThemeComponents} =
      await import('../../plugins/overrides/unused-theme-components/unusedThemeComponents');
    const unused = unusedThemeComponents(facts as Parameters<typeof unusedThemeComponents>[0]);
    return COMPONENTS.filter((name) => unused.includes(name));
  };

  it('are all replaced for content that uses none of them, as this site’s', async () => {
    expect(await replaced(plain)).toEqual(COMPONENTS);
  });

  it('stay as soon as one page of the content needs one', async () => {
    expect(await replaced({...plain, versions: [{banner: 'unmaintained', badge: true}]})).toEqual([
      'EditMetaRow',
      'TagsListInline',
      'ContentVisibility',
    ]);
    expect(
      await replaced({...plain, docs: [doc, {...doc, editUrl: 'https://example.com/x'}]}),
    ).not.toContain('EditMetaRow');
    expect(await replaced({...plain, mdxPages: [{...mdxPage, lastUpdatedAt: 1}]})).not.toContain(
      'EditMetaRow',
    );
    expect(await replaced({...plain, docs: [{...doc, tags: [{label: 'a'}]}]})).not.toContain(
      'TagsListInline',
    );
    expect(await replaced({...plain, docs: [{...doc, unlisted: true}]})).not.toContain(
      'ContentVisibility',
    );
    expect(
      await replaced({...plain, mdxPages: [{...mdxPage, frontMatter: {draft: true}}]}),
    ).not.toContain('ContentVisibility');
    expect(await replaced({...plain, hasBlog: true})).toEqual([
      'DocVersionBanner',
      'DocVersionBadge',
    ]);
  });

  it('read the loaded content of the docs and pages plugins', async () => {
    const {contentFacts} =
      await import('../../plugins/overrides/unused-theme-components/unusedThemeComponents');
    const version = {banner: null, badge: false, docs: [doc], drafts: [{...doc, draft: true}]};
    const facts = contentFacts({
      'docusaurus-plugin-content-docs': {default: {loadedVersions: [version]}},
      'docusaurus-plugin-content-pages': {
        default: [{type: 'jsx'}, {type: 'mdx', ...mdxPage}],
      },
    });
    expect(facts.docs).toHaveLength(2);
    expect(facts.mdxPages).toHaveLength(1);
    expect(facts.hasBlog).toBe(false);
    expect(facts.versions).toHaveLength(1);
  });
});
