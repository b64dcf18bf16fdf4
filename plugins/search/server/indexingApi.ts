/**
 * The part of the hosted search service's indexing API that `search:push`
 * uses (settings, batches of objects, copy and move, tasks), plus `browse`
 * to read an index back, kept in memory. With it the local server takes a
 * push as the hosted service would, so the push is tested end to end.
 * Every task is done when its answer is sent: a task is always published.
 */

/** An index as the service keeps it: its objects and its settings. */
export interface StoredIndex {
  readonly objects: ReadonlyArray<Record<string, unknown>>;
  readonly settings: Readonly<Record<string, unknown>>;
}

export interface IndexingAnswer {
  readonly status: number;
  readonly body: unknown;
}

const INDEX_PATH = /^\/1\/indexes\/([^/]+)\/(settings|batch|operation|browse|task\/(\d+))$/;

interface Batch {
  requests?: Array<{action?: string; body?: Record<string, unknown>}>;
}

interface Operation {
  operation?: 'copy' | 'move';
  destination?: string;
  scope?: readonly string[];
}

const EMPTY: StoredIndex = {objects: [], settings: {}};

/**
 * The indexes written through the API. `onPublished` hears of each index
 * an operation writes (a move's destination, for one).
 */
export function createIndexStore(onPublished: (name: string, index: StoredIndex) => void) {
  const indexes = new Map<string, StoredIndex>();
  let lastTask = 0;
  const task = (extra: Record<string, unknown> = {}): IndexingAnswer => {
    lastTask += 1;
    return {status: 200, body: {taskID: lastTask, updatedAt: new Date().toISOString(), ...extra}};
  };
  const store = (name: string, index: StoredIndex) => {
    indexes.set(name, index);
    onPublished(name, index);
  };

  /** The answer to an indexing request, or null when `path` is not one. */
  function answerIndexing(method: string, path: string, body: unknown): IndexingAnswer | null {
    const match = INDEX_PATH.exec(path);
    if (!match) {
      return null;
    }
    const name = decodeURIComponent(match[1] ?? '');
    const action = match[2] ?? '';
    const index = indexes.get(name) ?? EMPTY;
    if (action === 'settings' && method === 'PUT') {
      store(name, {...index, settings: {...index.settings, ...(body as object)}});
      return task();
    }
    if (action === 'batch' && method === 'POST') {
      const requests = (body as Batch).requests ?? [];
      if (requests.some((request) => request.action !== 'addObject' || !request.body)) {
        return {status: 400, body: {message: 'Only addObject is supported here', status: 400}};
      }
      const added = requests.map((request) => request.body as Record<string, unknown>);
      store(name, {...index, objects: [...index.objects, ...added]});
      return task({objectIDs: added.map((object) => String(object.objectID ?? ''))});
    }
    if (action === 'operation' && method === 'POST') {
      const {operation, destination, scope} = body as Operation;
      if ((operation !== 'copy' && operation !== 'move') || !destination) {
        return {status: 400, body: {message: 'Expected a copy or a move', status: 400}};
      }
      const target = indexes.get(destination) ?? EMPTY;
      // A copy limited to a scope takes the settings (rules and synonyms are not kept here).
      const copied = scope?.length ? {...target, settings: index.settings} : index;
      store(destination, operation === 'move' ? index : copied);
      if (operation === 'move') {
        indexes.delete(name);
      }
      return task();
    }
    if (action === 'browse' && method === 'POST') {
      return {status: 200, body: {hits: index.objects, nbHits: index.objects.length, page: 0}};
    }
    if (action.startsWith('task/') && method === 'GET') {
      return {status: 200, body: {status: 'published', pendingTask: false}};
    }
    return {status: 405, body: {message: `${method} ${path} is not supported here`, status: 405}};
  }

  return {answerIndexing, indexes: indexes as ReadonlyMap<string, StoredIndex>};
}
