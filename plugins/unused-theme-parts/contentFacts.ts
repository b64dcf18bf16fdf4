import type {AllContent} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';

/** What the checks read of the loaded content: every version, doc and Markdown page. */
export interface ContentFacts {
  readonly versions: ReadonlyArray<{readonly banner: unknown; readonly badge: boolean}>;
  readonly docs: ReadonlyArray<{
    readonly editUrl?: string | null;
    readonly lastUpdatedAt?: number | null;
    readonly lastUpdatedBy?: string | null;
    readonly tags: readonly unknown[];
    readonly draft: boolean;
    readonly unlisted: boolean;
  }>;
  readonly mdxPages: ReadonlyArray<{
    readonly editUrl?: string;
    readonly lastUpdatedAt?: number | null;
    readonly lastUpdatedBy?: string | null;
    readonly unlisted: boolean;
    readonly frontMatter: {readonly draft?: boolean};
  }>;
  /** A blog renders all of these components in its own pages. */
  readonly hasBlog: boolean;
}

export function contentFacts(allContent: AllContent): ContentFacts {
  const instances = (plugin: string) => Object.values(allContent[plugin] ?? {});
  const versions = instances('docusaurus-plugin-content-docs').flatMap(
    (content) => (content as DocsContent).loadedVersions,
  );
  return {
    versions,
    docs: versions.flatMap((version) => [...version.docs, ...version.drafts]),
    mdxPages: instances('docusaurus-plugin-content-pages').flatMap((content) =>
      ((content as PagesContent | null) ?? []).flatMap((page) =>
        page.type === 'mdx' ? [page] : [],
      ),
    ),
    hasBlog: instances('docusaurus-plugin-content-blog').length > 0,
  };
}

/**
 * The classic theme's components that this plugin's theme replaces with one
 * that renders nothing, each with the rule that says the content has no use
 * for it: the originals carry code and strings (the version banner's, the
 * edit link's, the last-update line's) in the docs pages' scripts only to
 * return null.
 */
export const REPLACED_WHEN_UNUSED: ReadonlyArray<{
  readonly component: string;
  readonly unused: (facts: ContentFacts) => boolean;
}> = [
  {
    // The banner of unreleased and unmaintained versions.
    component: 'DocVersionBanner',
    unused: ({versions}) => versions.every((version) => version.banner === null),
  },
  {
    component: 'DocVersionBadge',
    unused: ({versions}) => versions.every((version) => !version.badge),
  },
  {
    // "Edit this page" and "Last updated", below a doc or a Markdown page.
    component: 'EditMetaRow',
    unused: ({docs, mdxPages, hasBlog}) =>
      !hasBlog &&
      [...docs, ...mdxPages].every(
        (page) => !page.editUrl && !page.lastUpdatedAt && !page.lastUpdatedBy,
      ),
  },
  {
    component: 'TagsListInline',
    unused: ({docs, hasBlog}) => !hasBlog && docs.every((doc) => doc.tags.length === 0),
  },
  {
    // The "Unlisted page" and "Draft page" banners.
    component: 'ContentVisibility',
    unused: ({docs, mdxPages, hasBlog}) =>
      !hasBlog &&
      docs.every((doc) => !doc.draft && !doc.unlisted) &&
      mdxPages.every((page) => !page.unlisted && !page.frontMatter.draft),
  },
];

/** The replaced components that some page of this content would render. */
export function neededThemeParts(facts: ContentFacts): string[] {
  return REPLACED_WHEN_UNUSED.filter(({unused}) => !unused(facts)).map(({component}) => component);
}
