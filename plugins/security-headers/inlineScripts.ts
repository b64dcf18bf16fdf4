import {createHash} from 'node:crypto';

/** A script element: its attributes and its raw text, which ends at the first `</script`. */
const SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi;
const SRC = /(?:^|\s)src\s*=/i;
const TYPE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
/** Types a browser runs; anything else (JSON, JSON-LD, templates) is data and needs no hash. */
const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

function runs(attributes: string): boolean {
  if (SRC.test(attributes)) {
    return false;
  }
  const match = TYPE.exec(attributes);
  const type = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim().toLowerCase();
  return SCRIPT_TYPES.has(type);
}

/** Base64 SHA-256 of every inline script the page runs, as CSP's `'sha256-…'` sources want. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (runs(attributes)) {
      hashes.push(createHash('sha256').update(text, 'utf8').digest('base64'));
    }
  }
  return hashes;
}

/**
 * Puts a policy `<meta>` at the start of `<head>`, after the charset
 * declaration (which must stay in the first bytes): before any script, so
 * the policy covers all of them. Adds nothing to the page's line count.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}">`;
  const charset = /<meta\s+charset=["']?[\w-]+["']?\s*\/?>/i;
  if (charset.test(html)) {
    return html.replace(charset, (tag) => `${tag}${meta}`);
  }
  const head = /<head(\s[^>]*)?>/i;
  if (!head.test(html)) {
    throw new Error('The page has no <head> for its Content-Security-Policy.');
  }
  return html.replace(head, (tag) => `${tag}${meta}`);
}
