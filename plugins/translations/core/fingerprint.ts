/**
 * Fingerprints of English text: what a Japanese unit records as the English
 * it translates. A content hash, not a commit, so a build from a tarball
 * reads the same status as one from a clone.
 */
import {createHash} from 'node:crypto';

/** 16 lowercase hex digits: a unit's fingerprint. */
export const UNIT_FINGERPRINT = /^[0-9a-f]{16}$/;
/** 8 lowercase hex digits: a section's fingerprint, only to say which section changed. */
export const SECTION_FINGERPRINT = /^[0-9a-f]{8}$/;

/** The section before a page's first heading: its front matter and introduction. */
export const TOP_SECTION = '(top)';

/**
 * The English as it counts for translation: line endings, trailing spaces
 * and runs of blank lines do not change what a translator reads.
 */
export function normaliseEnglish(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function hash(text: string, digits: number): string {
  return createHash('sha256').update(normaliseEnglish(text)).digest('hex').slice(0, digits);
}

export function unitFingerprint(english: string): string {
  return hash(english, 16);
}

export function sectionFingerprint(english: string): string {
  return hash(english, 8);
}

const HEADING = /^(#{2,3})\s+(.+?)\s*(?:\{#[\w-]+\})?\s*$/;
const FENCE = /^\s*(```|~~~)/;

/**
 * An MDX page cut at its `##` and `###` headings (not inside code blocks),
 * each section keyed by its heading's text; what comes before the first
 * heading is `(top)`. A heading used twice gets ` (2)`, ` (3)`.
 */
export function pageSections(mdx: string): Map<string, string> {
  const sections = new Map<string, string>();
  let key = TOP_SECTION;
  let lines: string[] = [];
  let fence: string | null = null;
  const close = () => sections.set(key, lines.join('\n'));
  for (const line of mdx.replace(/\r\n?/g, '\n').split('\n')) {
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) {
      fence = fence === null ? fenceMatch[1]! : fence === fenceMatch[1] ? null : fence;
    }
    const heading = fence === null ? HEADING.exec(line) : null;
    if (heading) {
      close();
      const title = heading[2]!;
      let unique = title;
      for (let count = 2; sections.has(unique); count += 1) {
        unique = `${title} (${count})`;
      }
      key = unique;
      lines = [];
    }
    lines.push(line);
  }
  close();
  return sections;
}

/** Each section's fingerprint, in the page's order. */
export function sectionFingerprints(mdx: string): Record<string, string> {
  return Object.fromEntries(
    [...pageSections(mdx)].map(([heading, text]) => [heading, sectionFingerprint(text)]),
  );
}
