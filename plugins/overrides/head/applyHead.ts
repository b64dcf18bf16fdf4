import {TAG_TYPES, type HeadState, type HeadTag} from './headState';

/**
 * Marks the tags and attributes the `<Head>` elements manage, as the
 * server's HTML marks them, so that the other tags of the head (the
 * stylesheets, the scripts, the security policy) and the attributes set
 * by other code (`data-theme`) are never touched.
 */
export const MANAGED = 'data-rh';

function setAttributes(element: Element, attributes: Readonly<Record<string, string>>): void {
  const previous = (element.getAttribute(MANAGED) ?? '').split(',').filter(Boolean);
  for (const name of previous) {
    if (!(name in attributes)) {
      element.removeAttribute(name);
    }
  }
  for (const [name, value] of Object.entries(attributes)) {
    if (element.getAttribute(name) !== value) {
      element.setAttribute(name, value);
    }
  }
  const names = Object.keys(attributes).join(',');
  if (names) {
    element.setAttribute(MANAGED, names);
  } else {
    element.removeAttribute(MANAGED);
  }
}

function createTag(document: Document, type: string, tag: HeadTag): Element {
  const element = document.createElement(type);
  element.setAttribute(MANAGED, 'true');
  for (const [name, value] of Object.entries(tag.attributes)) {
    element.setAttribute(name, value);
  }
  if (tag.text !== undefined) {
    element.textContent = tag.text;
  }
  return element;
}

/**
 * Brings the document's head in line with `state`: a managed tag that is
 * already there as asked for stays (no reload of an icon, no re-parse of a
 * script), the others are replaced.
 */
export function applyHead(document: Document, state: HeadState): void {
  if (state.title !== undefined && document.title !== state.title) {
    document.title = state.title;
  }
  setAttributes(document.documentElement, state.htmlAttributes);
  setAttributes(document.body, state.bodyAttributes);
  for (const type of TAG_TYPES) {
    const present = Array.from(document.head.querySelectorAll(`${type}[${MANAGED}]`));
    const added: Element[] = [];
    for (const tag of state.tags[type]) {
      const wanted = createTag(document, type, tag);
      const same = present.findIndex((element) => element.isEqualNode(wanted));
      if (same === -1) {
        added.push(wanted);
      } else {
        present.splice(same, 1);
      }
    }
    present.forEach((element) => element.remove());
    added.forEach((element) => document.head.appendChild(element));
  }
}
