import type {Page} from '@playwright/test';

/** What no Japanese line may begin with: the prolonged sound mark, small kana, closing punctuation. */
export const NO_LINE_START =
  'ーぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ、。，．）」』】〕〉》〙〗’”・：；？！';

export interface LineStart {
  readonly character: string;
  /** The text around it, for the report. */
  readonly context: string;
}

/**
 * The characters that begin a line, inside the elements `selector` matches
 * (code's own excepted), as the browser has laid them out: a character whose box
 * lies lower than the previous character's begins a line.
 */
export function lineStarts(page: Page, selector: string): Promise<LineStart[]> {
  return page.evaluate((rootSelector) => {
    const starts: {character: string; context: string}[] = [];
    const range = document.createRange();
    for (const root of Array.from(document.querySelectorAll(rootSelector))) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
        // Text only a screen reader gets: a box a pixel wide, one character a line.
        acceptNode: (node) =>
          node.parentElement?.closest('script, style, [hidden]') ||
          (node.parentElement?.getBoundingClientRect().width ?? 0) < 2
            ? NodeFilter.FILTER_REJECT
            : NodeFilter.FILTER_ACCEPT,
      });
      let previousTop: number | null = null;
      let previousText = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        // Code lays out on the line like any text, but its own breaks are not Japanese.
        const isCode = Boolean(node.parentElement?.closest('code, pre'));
        for (let index = 0; index < text.length; index += 1) {
          if (/\s/.test(text[index]!)) continue;
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          if (!isCode && previousTop !== null && rect.top > previousTop + rect.height / 2) {
            starts.push({
              character: text[index]!,
              context: `${previousText.slice(-8)}|${text.slice(index, index + 8)}`,
            });
          }
          previousTop = rect.top;
          previousText = text.slice(0, index + 1);
        }
      }
    }
    return starts;
  }, selector);
}

/** The line starts among `starts` that Japanese line breaking forbids. */
export function forbiddenLineStarts(starts: readonly LineStart[]): LineStart[] {
  return starts.filter(({character}) => NO_LINE_START.includes(character));
}
