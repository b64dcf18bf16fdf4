/**
 * Remark plugin for the docs of the Japanese build: a page whose English
 * changed after its Japanese was checked opens with an outdated notice, and
 * an English page shown because it has no Japanese opens with a missing
 * notice. The status is worked out here, at build time, and written into
 * the page as the notice's attributes; a current page is left as it is.
 */
import {relative, sep} from 'node:path';

import {markOf} from '../core/marks';
import {readRecords} from '../core/records';
import {statusOf} from '../core/status';
import {JAPANESE_DOCS_DIR, pageUnit} from '../core/units';
import type {TranslationMark} from '../types';

export interface TranslationNoticeOptions {
  readonly siteDir: string;
  /** The locale being built; only `ja` gets notices. */
  readonly locale: string;
  /** The English site's base URL, `/mapbox-gl-js/`. */
  readonly englishBaseUrl: string;
}

interface MdastNode {
  type: string;
  depth?: number;
  children?: MdastNode[];
  [key: string]: unknown;
}

const COMPONENT = 'TranslationNotice';
const MODULE = '@theme/TranslationNotice';

/** The mark of the page compiled from `file`, or null when it is current (or not a page). */
export function pageMarkOf(
  file: string,
  options: TranslationNoticeOptions,
): TranslationMark | null {
  const path = relative(options.siteDir, file).split(sep).join('/');
  const japanese = path.startsWith(`${JAPANESE_DOCS_DIR}/`);
  const docFile = japanese ? path.slice(JAPANESE_DOCS_DIR.length + 1) : path.replace(/^docs\//, '');
  if (
    (!japanese && !path.startsWith('docs/')) ||
    docFile.split('/').some((part) => part.startsWith('_'))
  ) {
    return null;
  }
  const unit = pageUnit(options.siteDir, docFile);
  const status = japanese
    ? statusOf(options.siteDir, unit, readRecords(options.siteDir).records.get(unit.id))
    : // The Japanese build compiles an English file only when the page has no Japanese.
      statusOf(options.siteDir, {...unit, translated: false}, undefined);
  return markOf(status, options.englishBaseUrl);
}

function importNode(): MdastNode {
  return {
    type: 'mdxjsEsm',
    value: `import ${COMPONENT} from '${MODULE}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [
              {type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: COMPONENT}},
            ],
            source: {type: 'Literal', value: MODULE, raw: `'${MODULE}'`},
          },
        ],
      },
    },
  };
}

function noticeNode(mark: TranslationMark): MdastNode {
  const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: [
      attribute('state', mark.state),
      attribute('english', mark.english),
      ...(mark.englishChanged ? [attribute('englishChanged', mark.englishChanged)] : []),
    ],
    children: [],
  };
}

export default function remarkTranslationNotice(options: TranslationNoticeOptions) {
  return (tree: MdastNode, file: {path?: string}): void => {
    if (options.locale !== 'ja' || !file.path) return;
    const mark = pageMarkOf(file.path, options);
    if (!mark) return;
    const children = tree.children ?? [];
    // After an opening `# Title`, which Docusaurus reads as the page's title.
    const firstContent = children.findIndex(
      (node) => node.type !== 'mdxjsEsm' && node.type !== 'yaml',
    );
    const at =
      firstContent !== -1 &&
      children[firstContent]?.type === 'heading' &&
      children[firstContent]?.depth === 1
        ? firstContent + 1
        : Math.max(firstContent, 0);
    children.splice(at, 0, noticeNode(mark));
    children.unshift(importNode());
    tree.children = children;
  };
}

/**
 * The plugin with its options bound, for the docs' remark list: that list is
 * part of the site's config, which Docusaurus puts in every page's script; a
 * function goes there as `null`, options would go as they are.
 */
export function translationNoticeWith(
  options: TranslationNoticeOptions,
): () => ReturnType<typeof remarkTranslationNotice> {
  return () => remarkTranslationNotice(options);
}
