import type {ApiClosedSections, ApiPageId} from '@site/src/lib/apiReference/types';

/*
 * The content of an API page's sections that start closed, a module of its
 * own per page (`@api-pages/{id}.closed.json`, written by this plugin). In the
 * browser it loads when a reader first opens such a section (or a client
 * render shows the page); the server bundle gets `closedSections.server.ts`,
 * which has it at once, so the HTML is complete.
 */

const loaded = new Map<ApiPageId, ApiClosedSections>();

/** The page's closed sections if they are already here. */
export function closedSectionsNow(pageId: ApiPageId): ApiClosedSections | null {
  return loaded.get(pageId) ?? null;
}

export async function loadClosedSections(pageId: ApiPageId): Promise<ApiClosedSections> {
  const {default: sections} = (await import(
    /* webpackChunkName: "api-closed-[request]" */ `@api-pages/${pageId}.closed.json`
  )) as {default: ApiClosedSections};
  loaded.set(pageId, sections);
  return sections;
}
