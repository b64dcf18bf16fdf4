// A bundler loader (CommonJS: Rspack requires loaders) for the browser
// bundle: with `table`, it writes a locale's translations into a module's
// code (inlineTranslations.ts); with `drop`, it removes those entries from
// the generated table of code translations.
const createJiti = require('jiti');

const {inlineTranslations} = createJiti(__filename)('./inlineTranslations.ts');

module.exports = function translationsLoader(source) {
  const {table, drop} = this.getOptions();
  if (drop) {
    const dropped = new Set(drop);
    const entries = Object.entries(JSON.parse(source)).filter(([id]) => !dropped.has(id));
    return JSON.stringify(Object.fromEntries(entries));
  }
  return inlineTranslations(source, this.resourcePath, table).code;
};
