import type {ExampleData} from './types';

/*
 * Each example's data (`@generated/examples/default/example-{slug}.json`),
 * loaded by slug when its page renders in the browser. The example routes
 * carry no module of their own, so every page's route table and chunk
 * registry (part of every page's main script) hold no entry per example.
 * The server bundle gets `exampleData.server.ts`, which has the
 * data at once.
 */

const requests = new Map<string, Promise<ExampleData>>();

/**
 * The example's data, one promise per slug, as React's `use` needs (it
 * records the outcome on the promise, and a failed one stays failed until
 * `forgetFailedExample`: a new request at every render would never end).
 */
export function exampleData(slug: string): Promise<ExampleData> {
  let request = requests.get(slug);
  if (!request) {
    // Unnamed chunks: the runtime's table of chunk files stays short.
    request = import(`@generated/examples/default/example-${slug}.json`).then(
      ({default: data}: {default: ExampleData}) => data,
    );
    requests.set(slug, request);
  }
  return request;
}

/** Lets the next `exampleData(slug)` load again, for a reader's "Try again". */
export function forgetFailedExample(slug: string): void {
  requests.delete(slug);
}
