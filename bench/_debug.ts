import {readFileSync} from 'node:fs';
import {createEngine} from '../plugins/search/engine/engine';
const [locale, ...queries] = process.argv.slice(2);
const file = locale === 'ja' ? 'build/ja/search-index/records.json' : 'build/search-index/records.json';
const {records} = JSON.parse(readFileSync(file, 'utf8'));
const engine = createEngine(records);
for (const query of queries) {
  const result = engine.search({query, hitsPerPage: 6, facetFilters: [`language:${locale}`]});
  console.log('##', query);
  for (const hit of result.hits) console.log('  ', hit.url?.replace(/^https:\/\/[^/]+\/mapbox-gl-js\//, ''), '|', hit.type, '|', hit.hierarchy?.[hit.type as 'lvl1'] ?? '');
}
