import type {ApiClosedSections, ApiPageId} from '../../src/model/api/types';

/*
 * `closedSections.ts` in the server bundle (see `index.ts`): the server
 * renders every section in full, so it reads the content synchronously.
 * Only pages that have closed sections ask.
 */

export function closedSectionsNow(pageId: ApiPageId): ApiClosedSections | null {
  // A synchronous read by page id; the bundler includes every `*.closed.json` of the folder.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(`@api-pages/${pageId}.closed.json`) as ApiClosedSections;
}

export async function loadClosedSections(pageId: ApiPageId): Promise<ApiClosedSections> {
  return closedSectionsNow(pageId) as ApiClosedSections;
}
