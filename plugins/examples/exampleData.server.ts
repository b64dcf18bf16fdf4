import type {ExampleData} from './types';

/*
 * `exampleData.ts` in the server bundle (see `index.ts`): the data at once,
 * as a promise already marked fulfilled the way React's `use` marks the
 * promises it has seen settle, so it reads the value without suspending and
 * each example page renders complete in one pass.
 */

export function exampleData(slug: string): Promise<ExampleData> {
  // A synchronous read by slug; the bundler includes every example's JSON of the folder.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const data = require(`@generated/examples/default/example-${slug}.json`) as ExampleData;
  return Object.assign(Promise.resolve(data), {status: 'fulfilled', value: data});
}

/** Nothing fails to load on the server. */
export function forgetFailedExample(): void {}
