import {afterEach, describe, expect, it, vi} from 'vitest';

import {
  FEEDBACK_TIMEOUT_MS,
  enqueue,
  feedbackKeys,
  readAnswers,
  readQueue,
  postFeedback,
  rememberAnswer,
  sendQueued,
  type Feedback,
  type Post,
} from '../../src/lib/pageFeedback/feedback';
import {createSafeStorage} from '../../src/lib/safeStorage';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

const keys = feedbackKeys('mapbox');

function answer(id: string, overrides: Partial<Feedback> = {}): Feedback {
  return {
    id,
    page: `/mapbox-gl-js/guides/${id}/`,
    title: 'A guide',
    locale: 'en',
    helpful: true,
    comment: '',
    createdAt: '2026-11-24T00:00:00.000Z',
    ...overrides,
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('page feedback', () => {
  it('remembers one answer per page under the product’s keys', () => {
    const raw = memoryStorage();
    const storage = createSafeStorage(() => raw);
    expect(keys.answers).toBe('mapbox-gl-js.feedback.answers');
    expect(rememberAnswer(storage, keys, '/mapbox-gl-js/api/map/', 'no')).toBe(true);
    rememberAnswer(storage, keys, '/mapbox-gl-js/ja/api/map/', 'yes');
    expect(Object.fromEntries(readAnswers(storage, keys))).toEqual({
      '/mapbox-gl-js/api/map/': 'no',
      '/mapbox-gl-js/ja/api/map/': 'yes',
    });
  });

  it('reads damaged storage as no answers and an empty queue', () => {
    const raw = memoryStorage();
    const storage = createSafeStorage(() => raw);
    raw.setItem(keys.answers, '{not json');
    raw.setItem(
      keys.queue,
      JSON.stringify([answer('ok'), {id: 1}, 'x', answer('long', {comment: 'x'.repeat(501)})]),
    );
    expect(readAnswers(storage, keys).size).toBe(0);
    expect(readQueue(storage, keys).map(({id}) => id)).toEqual(['ok']);
    raw.setItem(keys.answers, JSON.stringify({'/a/': 'yes', '/b/': 'maybe', '/c/': 3}));
    expect(Object.fromEntries(readAnswers(storage, keys))).toEqual({'/a/': 'yes'});
  });

  it('says when the browser refuses to store the answer', () => {
    const storage = createSafeStorage(
      () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      () => {},
    );
    expect(rememberAnswer(storage, keys, '/a/', 'yes')).toBe(false);
    // Kept in memory for the rest of the page.
    expect(readAnswers(storage, keys).get('/a/')).toBe('yes');
  });

  it('sends the queue once: what is sent leaves it, what fails stays', async () => {
    const raw = memoryStorage();
    const storage = createSafeStorage(() => raw);
    enqueue(storage, keys, answer('first'));
    enqueue(storage, keys, answer('second'));
    const posted: string[] = [];
    const failSecond: Post = async (endpoint, feedback) => {
      posted.push(`${endpoint} ${feedback.id}`);
      if (feedback.id === 'second') {
        throw new Error('503');
      }
    };
    expect(await sendQueued(storage, keys, 'https://feedback.test/', failSecond)).toBe(1);
    expect(posted).toEqual(['https://feedback.test/ first', 'https://feedback.test/ second']);
    expect(readQueue(storage, keys).map(({id}) => id)).toEqual(['second']);

    expect(await sendQueued(storage, keys, 'https://feedback.test/', async () => {})).toBe(1);
    expect(raw.getItem(keys.queue), 'an empty queue is removed').toBeNull();
    expect(await sendQueued(storage, keys, 'https://feedback.test/', failSecond)).toBe(0);
  });

  it('keeps an answer queued while the queue was being sent', async () => {
    const raw = memoryStorage();
    const storage = createSafeStorage(() => raw);
    enqueue(storage, keys, answer('old'));
    await sendQueued(storage, keys, 'https://feedback.test/', async () => {
      enqueue(storage, keys, answer('new'));
    });
    expect(readQueue(storage, keys).map(({id}) => id)).toEqual(['new']);
  });

  it('keeps at most the 50 newest unsent answers', () => {
    const raw = memoryStorage();
    const storage = createSafeStorage(() => raw);
    for (let index = 0; index < 60; index += 1) {
      enqueue(storage, keys, answer(`a${index}`));
    }
    const queue = readQueue(storage, keys);
    expect(queue).toHaveLength(50);
    expect(queue[0]?.id).toBe('a10');
  });

  it('gives up on an endpoint that never answers and keeps the answer queued', async () => {
    // The timeout's signal fires at once here; the endpoint itself never answers.
    const timeout = vi
      .spyOn(AbortSignal, 'timeout')
      .mockImplementation(() => AbortSignal.abort(new DOMException('Timed out', 'TimeoutError')));
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          if (init.signal?.aborted) reject(init.signal.reason);
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const raw = memoryStorage();
    const storage = createSafeStorage(() => raw);
    enqueue(storage, keys, answer('waiting'));
    await expect(postFeedback('https://feedback.test/', answer('now'))).rejects.toThrow(
      'Timed out',
    );
    expect(await sendQueued(storage, keys, 'https://feedback.test/')).toBe(0);
    expect(readQueue(storage, keys).map(({id}) => id)).toEqual(['waiting']);
    expect(timeout).toHaveBeenCalledWith(FEEDBACK_TIMEOUT_MS);
  });
});
