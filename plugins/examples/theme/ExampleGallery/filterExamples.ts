import {
  cardSearchText,
  foldText,
  type GalleryCard,
  type GallerySearchText,
} from '@site/plugins/examples/gallery';

/**
 * Examples in the topic (any of their topics) whose searchable text contains
 * every word of the search. With `searchText` (the gallery's search module)
 * that is the title, the whole description, the slug, the topic names and
 * the API names the code uses (`flyTo`); without it, what the card shows.
 */
export function filterExamples(
  examples: readonly GalleryCard[],
  {topic, search}: {topic: string; search: string},
  topicLabel: (id: string) => string,
  searchText: GallerySearchText | null,
): GalleryCard[] {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  return examples.filter((example) => {
    if (topic && !example.topics.includes(topic)) {
      return false;
    }
    if (words.length === 0) {
      return true;
    }
    const haystack = searchText?.[example.slug] ?? cardSearchText(example, topicLabel);
    return words.every((word) => haystack.includes(word));
  });
}
