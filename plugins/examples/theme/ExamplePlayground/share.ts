/**
 * Edited code in a link: deflated and base64url-encoded into the URL
 * fragment (`#code=…`), which never reaches a server, so sharing needs none.
 * A link is a stranger's input: reading one costs memory bounded by what an
 * example can hold, whatever the link inflates to.
 */
import {SHARE_PARAMETER} from './shareFragment';

/** Refuses links that would inflate past this: no example comes near it. */
export const MAX_SHARED_CHARACTERS = 500_000;

/**
 * The inflated bytes at which decoding stops. UTF-8 spends at most three
 * bytes on one UTF-16 unit (a character outside the BMP takes four bytes
 * but two units), so any code within the character limit fits: the limit in
 * bytes refuses nothing the character limit would accept.
 */
export const MAX_SHARED_BYTES = 3 * MAX_SHARED_CHARACTERS;

/** The most deflate can make of `bytes` bytes of any input: zlib's compressBound. */
function deflateBound(bytes: number): number {
  return bytes + (bytes >> 12) + (bytes >> 14) + (bytes >> 25) + 13;
}

/**
 * The longest fragment value that can hold code within the limit: deflate's
 * output at most, and base64 spends four characters on three bytes. A longer
 * value is refused before decoding.
 */
export const MAX_SHARED_VALUE_LENGTH = Math.ceil((deflateBound(MAX_SHARED_BYTES) * 4) / 3);

/**
 * How much compressed input the inflater gets at a time. Browsers inflate a
 * written chunk in one go, whatever it expands to, while what one input byte
 * can expand to is bounded: small slices keep each step's output small and
 * let decoding stop soon after the limit.
 */
const INPUT_SLICE_BYTES = 1024;

/** The link holds more code than an example can have. */
export class SharedCodeTooLarge extends Error {
  constructor() {
    super(`shared code over ${MAX_SHARED_CHARACTERS} characters`);
    this.name = 'SharedCodeTooLarge';
  }
}

/** The link's value is not code this page wrote (cut short, edited, not UTF-8). */
export class SharedLinkDamaged extends Error {
  constructor(cause: unknown) {
    super('shared link damaged', {cause});
    this.name = 'SharedLinkDamaged';
  }
}

async function streamBytes(
  bytes: Uint8Array,
  transform: CompressionStream | DecompressionStream,
): Promise<Uint8Array> {
  const body = new Response(bytes as BodyInit).body;
  if (!body) throw new Error('no stream');
  return new Uint8Array(await new Response(body.pipeThrough(transform)).arrayBuffer());
}

/** `bytes` in small slices, each handed out only when the reader asks for more. */
function slicesOf(bytes: Uint8Array<ArrayBuffer>): ReadableStream<BufferSource> {
  let offset = 0;
  return new ReadableStream<BufferSource>(
    {
      pull(controller) {
        if (offset >= bytes.length) {
          controller.close();
          return;
        }
        controller.enqueue(bytes.subarray(offset, offset + INPUT_SLICE_BYTES));
        offset += INPUT_SLICE_BYTES;
      },
    },
    {highWaterMark: 0},
  );
}

function joined(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Inflates `compressed`, stopping as soon as the output passes `limit` bytes. */
async function inflateWithin(
  compressed: Uint8Array<ArrayBuffer>,
  limit: number,
): Promise<Uint8Array> {
  const reader = slicesOf(compressed)
    .pipeThrough(new DecompressionStream('deflate-raw'))
    .getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) return joined(chunks, size);
    size += value.byteLength;
    if (size > limit) {
      // Stops the inflater and the input behind it; what was read is dropped.
      await reader.cancel();
      throw new SharedCodeTooLarge();
    }
    chunks.push(value);
  }
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[\w-]*$/.test(text)) {
    throw new Error('not base64url');
  }
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

export async function encodeSharedCode(code: string): Promise<string> {
  const compressed = await streamBytes(
    new TextEncoder().encode(code),
    new CompressionStream('deflate-raw'),
  );
  return toBase64Url(compressed);
}

/**
 * The code in a shared link's value. Rejects with SharedCodeTooLarge when it
 * holds more than an example can have, with SharedLinkDamaged when it cannot
 * be read.
 */
export async function decodeSharedCode(value: string): Promise<string> {
  if (value.length > MAX_SHARED_VALUE_LENGTH) throw new SharedCodeTooLarge();
  let code: string;
  try {
    const inflated = await inflateWithin(fromBase64Url(value), MAX_SHARED_BYTES);
    code = new TextDecoder('utf-8', {fatal: true}).decode(inflated);
  } catch (error) {
    throw error instanceof SharedCodeTooLarge ? error : new SharedLinkDamaged(error);
  }
  if (code.length > MAX_SHARED_CHARACTERS) throw new SharedCodeTooLarge();
  return code;
}

/** The page's address with the encoded code as its fragment. */
export function sharedLink(pageUrl: string, encoded: string): string {
  const url = new URL(pageUrl);
  url.hash = `${SHARE_PARAMETER}=${encoded}`;
  return url.href;
}
