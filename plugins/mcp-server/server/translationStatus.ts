import type {TranslationMark} from '../../translations/types';
import type {ToolDataFile} from '../toolDataFile';

/**
 * What an answer says of a Japanese text that is not current, so an
 * assistant does not quote an outdated translation as the documentation.
 */
export function translationStatusLine(
  mark: TranslationMark | undefined,
  data: ToolDataFile,
): string | null {
  if (!mark) return null;
  const english = `${data.siteUrl}${mark.english}`;
  return mark.state === 'outdated'
    ? `Translation status: outdated. The English text changed on ${mark.englishChanged ?? 'an unknown date'}, after this Japanese translation was checked; where they differ, the English is current: ${english}`
    : `Translation status: missing. This text has no Japanese translation; the English is shown: ${english}`;
}
