/**
 * The dialog's recent and favourite searches, as DocSearch keeps them in
 * local storage. DocSearch reads them back as they are: an entry of another
 * build's or another program's shape (not an object, a URL that is not a
 * string) broke the dialog on every open until the storage was cleared, and
 * it writes an entry's titles into the list as HTML. Before the dialog can
 * open, entries it cannot show are dropped and markup in the rest is made
 * text; what the reader saved from this site is left as it was.
 */
/** What it needs of the site's storage (src/lib/safeStorage.ts's SafeStorage has it). */
interface KeyValueStorage {
  get: (key: string) => string | null;
  set: (key: string, value: string) => boolean;
  remove: (key: string) => void;
}

const KIND_PREFIXES = ['__DOCSEARCH_RECENT_SEARCHES__', '__DOCSEARCH_FAVORITE_SEARCHES__'];

const HIGHLIGHT_KEYS = ['_highlightResult', '_snippetResult'];

type Entry = Record<string, unknown>;

function isRecord(value: unknown): value is Entry {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A link DocSearch may render: a path on this site, or a web page. */
function isSafeUrl(url: string): boolean {
  if (url.startsWith('/')) {
    return !url.startsWith('//') && !url.startsWith('/\\');
  }
  return /^https?:\/\//i.test(url);
}

/** DocSearch sets these as HTML: `<` written as an entity shows as itself and starts no tag. */
function asText(value: unknown): string | null {
  return typeof value === 'string' ? value.replace(/</g, '&lt;') : null;
}

/** The entry DocSearch can show, or null when it cannot. */
function showableEntry(value: unknown): Entry | null {
  if (
    !isRecord(value) ||
    typeof value.objectID !== 'string' ||
    typeof value.url !== 'string' ||
    typeof value.type !== 'string' ||
    !isRecord(value.hierarchy) ||
    !isSafeUrl(value.url)
  ) {
    return null;
  }
  // DocSearch never stores highlights (it would show them as HTML too).
  const entry = Object.fromEntries(
    Object.entries(value).filter(([key]) => !HIGHLIGHT_KEYS.includes(key)),
  );
  const hierarchy = Object.fromEntries(
    Object.entries(value.hierarchy).map(([level, title]) => [level, asText(title)]),
  );
  return {...entry, hierarchy, content: asText(value.content)};
}

function repairKey(storage: KeyValueStorage, key: string): void {
  const raw = storage.get(key);
  if (raw === null) {
    return;
  }
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    storage.remove(key);
    return;
  }
  const entries = Array.isArray(stored) ? stored.map(showableEntry) : [];
  const kept = entries.filter((entry): entry is Entry => entry !== null);
  const repaired = JSON.stringify(kept);
  if (repaired !== raw) {
    storage.set(key, repaired);
  }
}

/** Leaves only entries the dialog can show under `indexName`'s keys. */
export function repairStoredSearches(storage: KeyValueStorage, indexName: string): void {
  for (const prefix of KIND_PREFIXES) {
    repairKey(storage, `${prefix}${indexName}`);
  }
}
