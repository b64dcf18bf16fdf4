import {Children, Fragment, isValidElement, type ReactNode} from 'react';

/**
 * What the `<Head>` elements on a page ask for, merged as Docusaurus's
 * `<Head>` (react-helmet-async) merges them on the server: the last element
 * mounted wins the title and each `<html>` or `<body>` attribute, and a tag
 * that a later element also sets (same `name`, `property`, `href`...)
 * is dropped in favour of the later one.
 */

/** The props of `<Head>` that the site and the theme use. */
export interface HeadProps {
  readonly children?: ReactNode;
  readonly title?: string;
  readonly defaultTitle?: string;
  readonly titleTemplate?: string;
  readonly htmlAttributes?: Readonly<Record<string, unknown>>;
  readonly bodyAttributes?: Readonly<Record<string, unknown>>;
}

export const TAG_TYPES = ['base', 'link', 'meta', 'noscript', 'script', 'style'] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** A tag of the head: its HTML attributes and, for script, noscript and style, its text. */
export interface HeadTag {
  readonly attributes: Readonly<Record<string, string>>;
  readonly text?: string;
}

export interface HeadState {
  readonly title?: string;
  readonly htmlAttributes: Readonly<Record<string, string>>;
  readonly bodyAttributes: Readonly<Record<string, string>>;
  readonly tags: Readonly<Record<TagType, readonly HeadTag[]>>;
}

/** React prop names whose HTML attribute is spelt otherwise (the rest only differ in case). */
const ATTRIBUTE_NAMES: Readonly<Record<string, string>> = {
  className: 'class',
  htmlFor: 'for',
  httpEquiv: 'http-equiv',
  acceptCharset: 'accept-charset',
};

/**
 * The attributes that identify a tag, for telling which tags a later
 * element replaces. The text of a script, noscript or style identifies it
 * when nothing else does.
 */
const IDENTIFYING: Readonly<Record<TagType, readonly string[]>> = {
  base: ['href'],
  link: ['rel', 'href'],
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  noscript: [],
  script: ['src'],
  style: [],
};

function attributesOf(props: Readonly<Record<string, unknown>>): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || value === undefined || value === null) {
      continue;
    }
    attributes[(ATTRIBUTE_NAMES[name] ?? name).toLowerCase()] = String(value);
  }
  return attributes;
}

function textOf(children: ReactNode): string {
  return Children.toArray(children)
    .filter((child) => typeof child === 'string' || typeof child === 'number')
    .join('');
}

/** The elements among `children`, fragments and arrays flattened. */
function elementsOf(
  children: ReactNode,
): Array<{type: string; props: Readonly<Record<string, unknown>>}> {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<Record<string, unknown>>(child)) {
      return [];
    }
    if (child.type === Fragment) {
      return elementsOf(child.props.children as ReactNode);
    }
    return typeof child.type === 'string' ? [{type: child.type, props: child.props}] : [];
  });
}

interface Requested {
  title?: string;
  defaultTitle?: string;
  titleTemplate?: string;
  htmlAttributes: Record<string, string>;
  bodyAttributes: Record<string, string>;
  tags: Record<TagType, HeadTag[]>;
}

function emptyTags(): Record<TagType, HeadTag[]> {
  return {base: [], link: [], meta: [], noscript: [], script: [], style: []};
}

/** What one `<Head>` element asks for. */
function requestedBy(props: HeadProps): Requested {
  const requested: Requested = {
    title: props.title,
    defaultTitle: props.defaultTitle,
    titleTemplate: props.titleTemplate,
    htmlAttributes: attributesOf(props.htmlAttributes ?? {}),
    bodyAttributes: attributesOf(props.bodyAttributes ?? {}),
    tags: emptyTags(),
  };
  for (const {type, props: elementProps} of elementsOf(props.children)) {
    if (type === 'title') {
      requested.title = textOf(elementProps.children as ReactNode);
    } else if (type === 'html') {
      Object.assign(requested.htmlAttributes, attributesOf(elementProps));
    } else if (type === 'body') {
      Object.assign(requested.bodyAttributes, attributesOf(elementProps));
    } else if ((TAG_TYPES as readonly string[]).includes(type)) {
      const text = textOf(elementProps.children as ReactNode);
      requested.tags[type as TagType].push({
        attributes: attributesOf(elementProps),
        ...(text ? {text} : {}),
      });
    }
  }
  return requested;
}

/**
 * The identity of a tag among those of its type, or undefined for a tag
 * that has none (such a tag is left out, as on the server). The last
 * identifying attribute present decides, except that a canonical link is
 * identified by its `rel` and a stylesheet link never is.
 */
function identityOf(type: TagType, tag: HeadTag): string | undefined {
  let identifying: string | undefined;
  for (const [name, value] of Object.entries(tag.attributes)) {
    if (!IDENTIFYING[type].includes(name)) {
      continue;
    }
    const canonicalChosen =
      identifying === 'rel' && tag.attributes.rel?.toLowerCase() === 'canonical';
    const stylesheetRel = name === 'rel' && value.toLowerCase() === 'stylesheet';
    if (!canonicalChosen && !stylesheetRel) {
      identifying = name;
    }
  }
  if (identifying === undefined && tag.text) {
    return `text:${tag.text}`;
  }
  const value = identifying === undefined ? '' : (tag.attributes[identifying] ?? '');
  return value ? `${identifying}:${value.toLowerCase()}` : undefined;
}

/** Merges the requests of the mounted `<Head>` elements, given in mount order. */
export function headStateOf(mounted: readonly HeadProps[]): HeadState {
  const requests = mounted.map(requestedBy);
  let title: string | undefined;
  let defaultTitle: string | undefined;
  let titleTemplate: string | undefined;
  const htmlAttributes: Record<string, string> = {};
  const bodyAttributes: Record<string, string> = {};
  for (const request of requests) {
    title = request.title ?? title;
    defaultTitle = request.defaultTitle ?? defaultTitle;
    titleTemplate = request.titleTemplate ?? titleTemplate;
    Object.assign(htmlAttributes, request.htmlAttributes);
    Object.assign(bodyAttributes, request.bodyAttributes);
  }
  const tags = emptyTags();
  for (const type of TAG_TYPES) {
    // From the last element to the first: a later element's tag wins.
    const claimed = new Set<string>();
    const kept: HeadTag[][] = [];
    for (const request of [...requests].reverse()) {
      const claimedHere = new Set<string>();
      kept.unshift(
        request.tags[type].filter((tag) => {
          const identity = identityOf(type, tag);
          if (identity === undefined || claimed.has(identity)) {
            return false;
          }
          claimedHere.add(identity);
          return true;
        }),
      );
      claimedHere.forEach((identity) => claimed.add(identity));
    }
    tags[type] = kept.flat();
  }
  // A page has one base URL: the last one asked for.
  tags.base = tags.base.slice(-1);
  const fullTitle =
    title !== undefined && titleTemplate ? titleTemplate.replace(/%s/g, () => title) : title;
  return {
    title: fullTitle ?? defaultTitle,
    htmlAttributes,
    bodyAttributes,
    tags,
  };
}
