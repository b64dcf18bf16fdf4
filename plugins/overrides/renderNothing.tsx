/**
 * Stands in for a component that renders nothing on this site: a theme
 * component no page of the content uses (`unusedThemeComponents.ts`), the
 * core's base-URL banner when the config turns it off.
 */
export default function RenderNothing(): null {
  return null;
}
