import {readdirSync} from 'node:fs';
import {join} from 'node:path';

import {describe, expect, it} from 'vitest';

import unusedThemeParts from '../../plugins/unused-theme-parts';
import {
  contentFacts,
  neededThemeParts,
  type ContentFacts,
} from '../../plugins/unused-theme-parts/contentFacts';

describe('the theme parts swizzled to render nothing (plugins/unused-theme-parts)', () => {
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
  /** The swizzled components that `facts` has no use for, by name. */
  const replaced = (facts: typeof plain | Record<string, unknown>) => {
    const needed = neededThemeParts(facts as ContentFacts);
    return COMPONENTS.filter((name) => !needed.includes(name));
  };

  it('are all unused by content that uses none of them', () => {
    expect(replaced(plain)).toEqual(COMPONENTS);
  });

  it('are needed as soon as one page of the content needs one', () => {
    expect(replaced({...plain, versions: [{banner: 'unmaintained', badge: true}]})).toEqual([
      'EditMetaRow',
      'TagsListInline',
      'ContentVisibility',
    ]);
    expect(
      replaced({...plain, docs: [doc, {...doc, editUrl: 'https://example.com/x'}]}),
    ).not.toContain('EditMetaRow');
    expect(replaced({...plain, mdxPages: [{...mdxPage, lastUpdatedAt: 1}]})).not.toContain(
      'EditMetaRow',
    );
    expect(replaced({...plain, docs: [{...doc, tags: [{label: 'a'}]}]})).not.toContain(
      'TagsListInline',
    );
    expect(replaced({...plain, docs: [{...doc, unlisted: true}]})).not.toContain(
      'ContentVisibility',
    );
    expect(
      replaced({...plain, mdxPages: [{...mdxPage, frontMatter: {draft: true}}]}),
    ).not.toContain('ContentVisibility');
    expect(replaced({...plain, hasBlog: true})).toEqual(['DocVersionBanner', 'DocVersionBadge']);
  });

  it('read the loaded content of the docs and pages plugins', () => {
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

  it('are swizzled, one file each, and the build fails once content needs one', async () => {
    const themeDir = join(__dirname, '../../plugins/unused-theme-parts/theme');
    expect(
      readdirSync(themeDir)
        .map((file) => file.replace(/\.tsx$/, ''))
        .sort(),
    ).toEqual([...COMPONENTS].sort());
    const plugin = unusedThemeParts();
    expect(plugin.getThemePath?.()).toBe(themeDir);
    const allContent = (tags: unknown[]) => ({
      'docusaurus-plugin-content-docs': {
        default: {
          loadedVersions: [{banner: null, badge: false, docs: [{...doc, tags}], drafts: []}],
        },
      },
    });
    const load = (tags: unknown[]) =>
      plugin.allContentLoaded?.({allContent: allContent(tags), actions: {} as never});
    await expect(Promise.resolve().then(() => load([]))).resolves.toBeUndefined();
    await expect(Promise.resolve().then(() => load([{label: 'a'}]))).rejects.toThrow(
      /TagsListInline.*delete theme\/TagsListInline\.tsx/,
    );
  });
});
