/**
 * Stands in for a classic theme component that renders nothing for this
 * site's content (`contentFacts.ts` says when; the build fails once a page
 * would need the original).
 */
export default function RenderNothing(): null {
  return null;
}
