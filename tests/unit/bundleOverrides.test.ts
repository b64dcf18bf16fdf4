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
