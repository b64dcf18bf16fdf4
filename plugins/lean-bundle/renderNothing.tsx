/**
 * Stands in for a theme component that no page of the site renders
 * anything with (`unusedThemeComponents.ts`).
 */
export default function RenderNothing(): null {
  return null;
}
