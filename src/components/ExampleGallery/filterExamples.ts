import type {GalleryCard} from '@site/plugins/examples/types';

/** Lower-cased, accent- and width-folded text, so "cafe" finds "Café" and ｍａｐ finds map. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * Examples in the topic (any of their topics) whose title, description, slug,
 * topic names or the API names their code uses (`flyTo`) contain every word
 * of the search.
 */
export function filterExamples(
  examples: readonly GalleryCard[],
  {topic, search}: {topic: string; search: string},
  topicLabel: (id: string) => string,
): GalleryCard[] {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  return examples.filter((example) => {
    if (topic && !example.topics.includes(topic)) {
      return false;
    }
    if (words.length === 0) {
      return true;
    }
    const haystack = foldText(
      [
        example.title,
        example.text,
        example.slug,
        ...example.topics.map(topicLabel),
        ...example.apis,
      ].join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}
