/**
 * textlint's MDX plugin, reading the site's MDX: Docusaurus's heading ids
 * (`## 対応ブラウザー {#supported-browsers}`) are not valid MDX expressions,
 * and admonition fences (`:::info タイトル`) would join their title to the
 * text below: both are blanked out, to the same length, before the plugin parses.
 */
import mdx from 'textlint-plugin-mdx';
import type {TextlintPluginCreator} from '@textlint/types';

const HEADING_ID = /\{#[\w-]+\}/g;
/** An admonition's fence line, `:::info 現在のバージョン` or `:::`: its title is a label, not a sentence. */
const ADMONITION_LINE = /^[ \t]*:::.*$/gm;

export function blankHeadingIds(text: string): string {
  return text
    .replace(HEADING_ID, (id) => ' '.repeat(id.length))
    .replace(ADMONITION_LINE, (line) => ' '.repeat(line.length));
}

const MdxProcessor = mdx.Processor;

class SiteMdxProcessor extends MdxProcessor {
  override processor(extension: string) {
    const {preProcess, postProcess} = super.processor(extension);
    return {
      preProcess: (text: string, filePath?: string) => preProcess(blankHeadingIds(text), filePath),
      postProcess,
    };
  }
}

export const siteMdx: TextlintPluginCreator = {Processor: SiteMdxProcessor};
