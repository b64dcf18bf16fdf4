import {replaceProductTokens, type ProductTokenValues} from '../../src/config/productTokens';

/** The slice of an mdast/MDX node this plugin reads or writes. */
interface MarkdownNode {
  type: string;
  value?: unknown;
  url?: string;
  title?: string | null;
  name?: string | null;
  attributes?: unknown;
  children?: unknown;
}

const VALUE_NODE_TYPES = new Set(['text', 'inlineCode', 'code']);

function rewrite(node: MarkdownNode, values: ProductTokenValues): void {
  if (VALUE_NODE_TYPES.has(node.type) && typeof node.value === 'string') {
    node.value = replaceProductTokens(node.value, values);
  }
  if (typeof node.url === 'string') {
    node.url = replaceProductTokens(node.url, values);
  }
  if (typeof node.title === 'string') {
    node.title = replaceProductTokens(node.title, values);
  }
  if (node.type === 'mdxJsxAttribute' && typeof node.value === 'string') {
    node.value = replaceProductTokens(node.value, values);
  }
  // Only MDX JSX elements carry an attribute list; other nodes may use the
  // same property name for something else (e.g. estree data).
  if (node.type.startsWith('mdxJsx') && Array.isArray(node.attributes)) {
    (node.attributes as MarkdownNode[]).forEach((attribute) => rewrite(attribute, values));
  }
  if (Array.isArray(node.children)) {
    (node.children as MarkdownNode[]).forEach((child) => rewrite(child, values));
  }
}

/**
 * Remark plugin: replaces product tokens in prose, headings, code, link
 * targets and JSX string attributes. Runs before Docusaurus' own plugins so
 * heading ids, the TOC and admonitions see the final text.
 */
export default function remarkProductTokens(values: ProductTokenValues) {
  return (tree: MarkdownNode): void => rewrite(tree, values);
}
