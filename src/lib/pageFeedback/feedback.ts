/**
 * What a reader told us about a page, where it is kept and how it is sent.
 * No React here, so the widget, the retry on the next page and the unit
 * tests share it.
 */
import type {SafeStorage} from '@site/src/lib/safeStorage';
import type {FeedbackKeys} from './feedbackKeys';

export const COMMENT_MAX_LENGTH = 500;

/** Pages whose answers are remembered; the oldest are forgotten beyond this. */
const MAX_ANSWERED_PAGES = 500;

/** Unsent answers kept for a later page; an endpoint down for weeks must not fill the storage. */
const MAX_QUEUED = 50;

export type Answer = 'yes' | 'no';

export interface Feedback {
  /** Random id, so an endpoint can drop an answer sent twice (two tabs retrying). */
  readonly id: string;
  /** Path of the page, locale prefix included. */
  readonly page: string;
  readonly title: string;
  readonly locale: string;
  readonly helpful: boolean;
  readonly comment: string;
  /** ISO time the reader sent it. */
  readonly createdAt: string;
}

export {feedbackKeys, type FeedbackKeys} from './feedbackKeys';

function readJson(storage: SafeStorage, key: string): unknown {
  const raw = storage.get(key);
  if (raw === null) {
    return undefined;
  }
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    // Damaged by hand or by another version of the site: start afresh.
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Answers given so far, by page path; anything malformed is left out. */
export function readAnswers(storage: SafeStorage, keys: FeedbackKeys): Map<string, Answer> {
  const stored = readJson(storage, keys.answers);
  const answers = new Map<string, Answer>();
  if (isRecord(stored)) {
    for (const [page, answer] of Object.entries(stored)) {
      if (answer === 'yes' || answer === 'no') {
        answers.set(page, answer);
      }
    }
  }
  return answers;
}

/** Remembers the answer for the page; false when the browser would not store it. */
export function rememberAnswer(
  storage: SafeStorage,
  keys: FeedbackKeys,
  page: string,
  answer: Answer,
): boolean {
  const answers = readAnswers(storage, keys);
  answers.delete(page);
  answers.set(page, answer);
  const kept = [...answers].slice(-MAX_ANSWERED_PAGES);
  return storage.set(keys.answers, JSON.stringify(Object.fromEntries(kept)));
}

function isFeedback(value: unknown): value is Feedback {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.page === 'string' &&
    typeof value.title === 'string' &&
    typeof value.locale === 'string' &&
    typeof value.helpful === 'boolean' &&
    typeof value.comment === 'string' &&
    value.comment.length <= COMMENT_MAX_LENGTH &&
    typeof value.createdAt === 'string'
  );
}

export function readQueue(storage: SafeStorage, keys: FeedbackKeys): Feedback[] {
  const stored = readJson(storage, keys.queue);
  return Array.isArray(stored) ? stored.filter(isFeedback) : [];
}

function writeQueue(storage: SafeStorage, keys: FeedbackKeys, queue: readonly Feedback[]): void {
  if (queue.length === 0) {
    storage.remove(keys.queue);
  } else {
    storage.set(keys.queue, JSON.stringify(queue.slice(-MAX_QUEUED)));
  }
}

export function enqueue(storage: SafeStorage, keys: FeedbackKeys, feedback: Feedback): void {
  writeQueue(storage, keys, [...readQueue(storage, keys), feedback]);
}

export type Post = (endpoint: string, feedback: Feedback) => Promise<void>;

/**
 * An endpoint that never answers must not leave the reader's answer in
 * "sending" for good: it is queued like any other failure.
 */
export const FEEDBACK_TIMEOUT_MS = 10_000;

/** POSTs one answer as JSON; rejects on a network failure, a timeout or a status other than 2xx. */
export const postFeedback: Post = async (endpoint, feedback) => {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(feedback),
    credentials: 'omit',
    signal: AbortSignal.timeout(FEEDBACK_TIMEOUT_MS),
  });
  if (!response.ok) {
    throw new Error(`The feedback endpoint answered ${response.status}.`);
  }
};

/**
 * Sends every queued answer once. What is sent leaves the queue; what fails
 * stays for the next page. Returns how many were sent.
 */
export async function sendQueued(
  storage: SafeStorage,
  keys: FeedbackKeys,
  endpoint: string,
  post: Post = postFeedback,
): Promise<number> {
  const queued = readQueue(storage, keys);
  if (queued.length === 0) {
    // Nothing readable waits: a queue of another shape goes, instead of being read on every page.
    storage.remove(keys.queue);
    return 0;
  }
  const results = await Promise.allSettled(queued.map((feedback) => post(endpoint, feedback)));
  const sentIds = new Set(
    queued.filter((_, index) => results[index]?.status === 'fulfilled').map(({id}) => id),
  );
  // Re-read: the reader may have answered on another page meanwhile.
  writeQueue(
    storage,
    keys,
    readQueue(storage, keys).filter(({id}) => !sentIds.has(id)),
  );
  return sentIds.size;
}

/** A random id; `crypto.randomUUID` needs a secure context, which plain-http previews are not. */
export function feedbackId(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext) {
    return crypto.randomUUID();
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
