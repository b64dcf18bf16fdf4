/**
 * The docs plugin writes each version's metadata into a module every docs
 * page loads: its sidebars, and every doc's id, title, sidebar and
 * description. The description is read by one component only, the theme's
 * `DocCard` (the cards of `DocCardList` and of generated category pages),
 * which this site does not render; in Japanese the descriptions are two
 * thirds of the module. Both bundles get the module
 * without them, so a page hydrates what the server rendered; a unit test
 * fails if a page starts rendering doc cards.
 */

interface VersionMetadataModule {
  readonly version?: {readonly docs?: Record<string, Record<string, unknown>>};
}

/** The version metadata module's JSON without the docs' descriptions; any other JSON as it is. */
export function withoutDocDescriptions(source: string): string {
  const data = JSON.parse(source) as VersionMetadataModule;
  const docs = data.version?.docs;
  if (!docs) {
    return source;
  }
  for (const doc of Object.values(docs)) {
    delete doc.description;
  }
  return JSON.stringify(data);
}
