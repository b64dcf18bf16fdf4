/**
 * Webpack loader for the Japanese docs: makes each Japanese page depend on
 * its English file and the translation records, so that on the dev server a
 * saved English edit compiles the Japanese page again and its outdated
 * notice (added by the remark plugin) shows at once. The source passes
 * through unchanged. Plain CommonJS: the bundler loads loaders with require.
 */
const {existsSync} = require('node:fs');
const {join, relative} = require('node:path');

module.exports = function englishSourceLoader(source) {
  const {siteDir, japaneseDocsDir, recordsFile} = this.getOptions();
  const docFile = relative(join(siteDir, japaneseDocsDir), this.resourcePath);
  const englishFile = join(siteDir, 'docs', docFile);
  if (existsSync(englishFile)) this.addDependency(englishFile);
  this.addDependency(join(siteDir, recordsFile));
  return source;
};
