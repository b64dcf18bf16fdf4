import type {ExampleData} from './types';

/*
 * `exampleData.ts` in the server bundle (see `index.ts`): the data at once,
 * in one promise per example that every render of its page is given, as
 * React's `use` needs: the server render waits for it once, then reads it.
 */
const loaded = new Map<string, Promise<ExampleData>>();

export function exampleData(slug: string): Promise<ExampleData> {
  let data = loaded.get(slug);
  if (!data) {
    // A synchronous read by slug; the bundler includes every example's JSON of the folder.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const json = require(`@generated/examples/default/example-${slug}.json`) as ExampleData;
    data = Promise.resolve(json);
    loaded.set(slug, data);
  }
  return data;
}

/** Nothing fails to load on the server. */
export function forgetFailedExample(): void {}
