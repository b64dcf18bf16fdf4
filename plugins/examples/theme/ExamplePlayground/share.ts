/**
 * Edited code in a link: deflated and base64url-encoded into the URL
 * fragment (`#code=…`), which never reaches a server, so sharing needs none.
 */
import {SHARE_PARAMETER} from './shareFragment';

/** Refuses links that would inflate past this: no example comes near it. */
const MAX_SHARED_CHARACTERS = 500_000;

async function streamBytes(
  bytes: Uint8Array,
  transform: CompressionStream | DecompressionStream,
): Promise<Uint8Array> {
  const body = new Response(bytes as BodyInit).body;
  if (!body) throw new Error('no stream');
  return new Uint8Array(await new Response(body.pipeThrough(transform)).arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
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

/** The code in a shared link's value; throws when the link is damaged. */
export async function decodeSharedCode(value: string): Promise<string> {
  const inflated = await streamBytes(fromBase64Url(value), new DecompressionStream('deflate-raw'));
  const code = new TextDecoder('utf-8', {fatal: true}).decode(inflated);
  if (code.length > MAX_SHARED_CHARACTERS) {
    throw new Error('shared code too long');
  }
  return code;
}

/** The page's address with the encoded code as its fragment. */
export function sharedLink(pageUrl: string, encoded: string): string {
  const url = new URL(pageUrl);
  url.hash = `${SHARE_PARAMETER}=${encoded}`;
  return url.href;
}
