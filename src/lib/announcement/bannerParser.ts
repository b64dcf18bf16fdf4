import type {Announcement} from './announcementHeader';
import {isCssColor, parseAnnouncement} from './parseAnnouncement';
import {sanitizeAnnouncementHtml} from './sanitizeHtml';

/**
 * The browser's parser of a file that asks for a banner: one chunk with
 * DOMPurify, loaded by `loadAnnouncement` only then.
 */
export function bannerParser(productId: string): (data: unknown) => Announcement {
  return (data) =>
    parseAnnouncement(data, {
      sanitizeHtml: sanitizeAnnouncementHtml,
      isColor: isCssColor,
      productId,
    });
}
