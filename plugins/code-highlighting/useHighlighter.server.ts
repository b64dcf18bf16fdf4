// The server renders every code block highlighted, so the static HTML (what a
// reader sees first, and what the search index and Markdown twins read) is
// complete: here the highlighter is part of the bundle.
import * as prism from './prism';
import type {Highlighter} from './useHighlighter';

export function useHighlighter(_wanted: boolean): Highlighter {
  return prism;
}

export function loadHighlighter(): Promise<Highlighter> {
  return Promise.resolve(prism);
}
