// A bundler loader (CommonJS: Rspack requires loaders) for the docs plugin's
// version metadata modules: it removes the docs' descriptions (docsVersion.ts).
const createJiti = require('jiti');

const {withoutDocDescriptions} = createJiti(__filename)('./docsVersion.ts');

module.exports = function docsVersionLoader(source) {
  return withoutDocDescriptions(source);
};
