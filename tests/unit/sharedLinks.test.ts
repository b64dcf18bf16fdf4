import {deflateRawSync} from 'node:zlib';
import {afterEach, describe, expect, it, vi} from 'vitest';

import {
  MAX_SHARED_BYTES,
  MAX_SHARED_CHARACTERS,
  MAX_SHARED_VALUE_LENGTH,
  SharedCodeTooLarge,
  SharedLinkDamaged,
  decodeSharedCode,
  encodeSharedCode,
} from '../../plugins/examples/theme/ExamplePlayground/share';
import {NOT_UTF8, deflateBomb, sharedValue} from '../support/hostileValues';

/** The largest chunk an inflater hands on (Chromium's; Node's are smaller). */
const INFLATER_CHUNK_BYTES = 64 * 1024;

/** Counts the bytes every DecompressionStream hands on, as the decoder reads them. */
function countInflatedBytes(): () => number {
  const Original = globalThis.DecompressionStream;
  let inflated = 0;
  class CountingDecompressionStream {
    readonly writable: WritableStream<BufferSource>;
    readonly readable: ReadableStream<Uint8Array<ArrayBuffer>>;
    constructor(format: CompressionFormat) {
      const inner = new Original(format);
      this.writable = inner.writable;
      this.readable = inner.readable.pipeThrough(
        new TransformStream<Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>>({
          transform(chunk, controller) {
            inflated += chunk.byteLength;
            controller.enqueue(chunk);
          },
        }),
      );
    }
  }
  vi.stubGlobal('DecompressionStream', CountingDecompressionStream);
  return () => inflated;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('shared links within the limit', () => {
  it('round-trip, the largest code an example may have included', async () => {
    const code = `<p>東京</p>\n${'x'.repeat(MAX_SHARED_CHARACTERS - 10)}`;
    expect(code).toHaveLength(MAX_SHARED_CHARACTERS);
    expect(await decodeSharedCode(await encodeSharedCode(code))).toBe(code);
  });

  it('hold any code within the character limit, even where UTF-8 is longest', async () => {
    const code = '東'.repeat(MAX_SHARED_CHARACTERS);
    expect(Buffer.byteLength(code)).toBe(MAX_SHARED_BYTES);
    const incompressible = sharedValue(deflateRawSync(Buffer.from(code), {level: 0}));
    expect(incompressible.length).toBeLessThanOrEqual(MAX_SHARED_VALUE_LENGTH);
    expect(await decodeSharedCode(incompressible)).toBe(code);
  });
});

describe('shared links past the limit', () => {
  it('stop inflating a bomb soon after the limit, whatever it holds', async () => {
    const inflated = countInflatedBytes();
    const bomb = sharedValue(deflateBomb(600));
    const started = performance.now();
    await expect(decodeSharedCode(bomb)).rejects.toBeInstanceOf(SharedCodeTooLarge);
    const elapsed = performance.now() - started;
    // Far from the 600 MiB it holds: the limit and one more chunk of output at most.
    expect(inflated()).toBeGreaterThan(MAX_SHARED_BYTES);
    expect(inflated()).toBeLessThanOrEqual(MAX_SHARED_BYTES + INFLATER_CHUNK_BYTES);
    expect(elapsed).toBeLessThan(5_000);
  });

  it('refuse code over the character limit that fits in the bytes', async () => {
    const value = await encodeSharedCode('x'.repeat(MAX_SHARED_CHARACTERS + 1));
    await expect(decodeSharedCode(value)).rejects.toBeInstanceOf(SharedCodeTooLarge);
  });

  it('refuse a value too long to hold code within the limit before decoding it', async () => {
    const inflated = countInflatedBytes();
    const value = 'A'.repeat(MAX_SHARED_VALUE_LENGTH + 1);
    await expect(decodeSharedCode(value)).rejects.toBeInstanceOf(SharedCodeTooLarge);
    expect(inflated()).toBe(0);
  });
});

describe('damaged shared links', () => {
  it('are told apart from links over the limit', async () => {
    const good = await encodeSharedCode('<p>hello</p>');
    for (const value of ['not base64!', 'AAAA', good.slice(0, -4), sharedValue(NOT_UTF8)]) {
      await expect(decodeSharedCode(value), value).rejects.toBeInstanceOf(SharedLinkDamaged);
    }
  });
});
