/**
 * The part of the announcement file every page reads: whether it asks for a
 * banner, and its id. The rest of the parser (URLs, colours, the HTML
 * sanitiser) is `parseAnnouncement.ts`, which a page loads only when the
 * file asks for a banner, as it does not most of the time.
 */

export type AnnouncementLogo = 'product' | 'build';
export type AnnouncementLinkType = 'text' | 'button';

export interface AnnouncementLink {
  readonly url: string;
  readonly text: string;
}

export interface Announcement {
  readonly showBanner: boolean;
  readonly id: string;
  /** Safe image URL (http, https or site-relative); wins over `logo`. */
  readonly imageUrl?: string;
  /** Sanitised HTML: inline text elements and links only. */
  readonly textHTML?: string;
  /** A valid CSS colour for the message. */
  readonly textColor?: string;
  readonly logo?: AnnouncementLogo;
  readonly linkType: AnnouncementLinkType;
  readonly link?: AnnouncementLink;
}

/** Length limits of the text fields, in UTF-16 code units. */
export const LIMITS = {
  id: 128,
  url: 2048,
  textHTML: 2000,
  textColor: 64,
  linkText: 80,
} as const;

export class AnnouncementShapeError extends Error {
  override name = 'AnnouncementShapeError';
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function boundedString(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') {
    return undefined;
  }
  const text = value.trim();
  return text.length > 0 && text.length <= max ? text : undefined;
}

/**
 * Checks what makes the file usable at all: an object, \`showBanner\` a
 * boolean, a usable \`id\`. Throws \`AnnouncementShapeError\` otherwise.
 */
export function parseAnnouncementHeader(data: unknown): {
  showBanner: boolean;
  id: string;
  linkType: AnnouncementLinkType;
} {
  if (!isRecord(data)) {
    throw new AnnouncementShapeError('the file is not a JSON object');
  }
  if (typeof data.showBanner !== 'boolean') {
    throw new AnnouncementShapeError('"showBanner" must be true or false');
  }
  const id = boundedString(data.id, LIMITS.id);
  if (id === undefined) {
    throw new AnnouncementShapeError(
      `"id" must be a non-empty string of at most ${LIMITS.id} characters`,
    );
  }
  return {showBanner: data.showBanner, id, linkType: 'text'};
}

/** Whether a parsed config has anything to show. */
export function hasContent(announcement: Announcement): boolean {
  return Boolean(announcement.textHTML || announcement.link);
}
