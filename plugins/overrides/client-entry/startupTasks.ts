// The bundler's runtime: `e` loads a chunk, `l` inserts its <script>.
declare const __webpack_require__: {
  e?: (chunkId: string) => Promise<unknown>;
  l?: (url: string, done: (event: Event) => void, key?: string, chunkId?: string) => void;
};

/**
 * Loads chunks in short tasks while `work` runs (the start-up):
 * - each chunk's <script> is inserted in a task of its own: a page needs
 *   about ten, and inserting them together (each insertion starts a
 *   request) made one of the longest tasks of the start-up, longer still
 *   while developer tools record the network;
 * - the modules of a chunk that has arrived run once `after` has settled
 *   (the theme has been evaluated), each chunk in a task of its own. A route
 *   module runs the theme modules it imports that have not run yet, so one
 *   arriving early ran most of the theme in its script's task.
 */
export async function chunksInShortTasks<T>(
  after: Promise<unknown>,
  work: () => Promise<T>,
): Promise<T> {
  const {e: loadChunk, l: insertScript} = __webpack_require__;
  if (!loadChunk || !insertScript) {
    return work();
  }
  __webpack_require__.l = (...args) => {
    setTimeout(() => insertScript(...args), 0);
  };
  __webpack_require__.e = (chunkId) =>
    Promise.all([loadChunk(chunkId), after.catch(() => undefined)]).then(nextTask);
  try {
    return await work();
  } finally {
    __webpack_require__.e = loadChunk;
    __webpack_require__.l = insertScript;
  }
}

/** Resolves in a task of its own, after whatever the browser has queued. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
