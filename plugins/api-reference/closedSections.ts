import type {ApiClosedSections, ApiPageId} from '../../src/model/api/types';

/*
 * The content of an API page's sections that start closed, a module of its
 * own per page (`@api-pages/{id}.closed.json`, written by this plugin). In the
 * browser it loads when a reader first opens such a section (or a client
 * render shows the page); the server bundle gets `closedSections.server.ts`,
 * which has it at once, so the HTML is complete.
 */

const loaded = new Map<ApiPageId, ApiClosedSections>();
/** One request per page however many sections ask at once; a failed one may be made again. */
const requests = new Map<ApiPageId, Promise<ApiClosedSections>>();

/** The page's closed sections if they are already here. */
export function closedSectionsNow(pageId: ApiPageId): ApiClosedSections | null {
  return loaded.get(pageId) ?? null;
}

export function loadClosedSections(pageId: ApiPageId): Promise<ApiClosedSections> {
  let request = requests.get(pageId);
  if (!request) {
    request = import(
      /* webpackChunkName: "api-closed-[request]" */ `@api-pages/${pageId}.closed.json`
    ).then(
      ({default: sections}: {default: ApiClosedSections}) => {
        loaded.set(pageId, sections);
        return sections;
      },
      (error: unknown) => {
        requests.delete(pageId);
        throw error;
      },
    );
    requests.set(pageId, request);
  }
  return request;
}
