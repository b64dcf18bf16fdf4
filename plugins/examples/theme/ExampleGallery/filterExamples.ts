import {
  cardSearchText,
  foldText,
  type GalleryCard,
  type GallerySearchText,
} from '@site/plugins/examples/gallery';
import {compareReleases, minorLine} from '@site/src/model/versions/semver';

/** Does an example whose code needs `minimum` run on release line `line` (`3.2`)? */
export function runsOnLine(minimum: string | null, line: string): boolean {
  return minimum === null || compareReleases(`${minorLine(minimum)}.0`, `${line}.0`) <= 0;
}

/**
 * Examples in the topic (any of their topics) that run on the chosen release
 * line (an example the facts do not date stays) and whose searchable text
 * contains every word of the search. With `searchText` (the gallery's search module)
 * that is the title, the whole description, the slug, the topic names and
 * the API names the code uses (`flyTo`); without it, what the card shows.
 */
export function filterExamples(
  examples: readonly GalleryCard[],
  {topic, search, version}: {topic: string; search: string; version: string},
  topicLabel: (id: string) => string,
  searchText: GallerySearchText | null,
): GalleryCard[] {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  return examples.filter((example) => {
    if (topic && !example.topics.includes(topic)) {
      return false;
    }
    if (version && !runsOnLine(example.minimumVersion, version)) {
      return false;
    }
    if (words.length === 0) {
      return true;
    }
    const haystack = searchText?.[example.slug] ?? cardSearchText(example, topicLabel);
    return words.every((word) => haystack.includes(word));
  });
}
