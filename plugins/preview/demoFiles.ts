/**
 * How the runtime's `demo/` folder names an example's demo documents: one
 * per locale, as each locale's page shows the code.
 */

/** `{slug}.html` for the default locale's page, `{slug}.{locale}.html` for a translated one. */
export function demoFileName(slug: string, locale: string = 'en'): string {
  return locale === 'en' ? `${slug}.html` : `${slug}.${locale}.html`;
}
