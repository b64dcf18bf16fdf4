import {API_PAGES} from '../../docs/api/_entries';
import {apiModelOf} from '../../src/model/api/apiModel';
import {exampleUses} from '../../src/model/code/exampleUses';
import {exampleRecords} from '../../plugins/examples/model';
import type {LoadedExample} from '../../plugins/examples/read';

/** The examples plugin's records, with the use table made from the entries as the build makes it. */
export function exampleRecordsFor(
  examples: readonly LoadedExample[],
  topicLabels: Readonly<Record<string, string>>,
  locale: 'en' | 'ja',
  productId: string,
  siteBaseUrl: string,
): ReturnType<typeof exampleRecords> {
  const model = apiModelOf(API_PAGES, productId);
  const uses = new Map(examples.map(({slug, html}) => [slug, exampleUses(html, model, productId)]));
  return exampleRecords(examples, topicLabels, locale, (slug) => uses.get(slug)!, siteBaseUrl);
}
