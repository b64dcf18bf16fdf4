/**
 * The MCP server over one built site: its tools and resources. What takes
 * time is made once (`openDocs`: the API indexes, the search, the input
 * schemas, the list of resources); `createDocsServer` then registers them on
 * a new SDK `McpServer`, which is cheap, because the HTTP mode makes one for
 * each request and stdio one for each connection. Every tool's input is
 * checked by its schema and then by the tool (`results.ts`); whatever a tool
 * throws becomes an error result, so one bad call never stops the server
 * answering the next.
 */
import {McpServer, type CallToolResult} from '@modelcontextprotocol/server';
import {z} from 'zod';

import {serverName} from '../identity';
import {ApiIndex} from './apiIndex';
import {formatChoices, formatSymbol} from './apiFormat';
import {localeData, type BuiltSite} from './builtSite';
import {AnswerCache} from './answerCache';
import {checkCode, formatCheck} from './checkCode';
import {findExamples, formatExample, formatExampleList, getExample} from './examples';
import {withFixedJsonSchema} from './inputSchema';
import {MAX_CODE_LENGTH} from './limits';
import {readPage, resolvePage} from './pages';
import {docsResources, serveResources, type DocsResources} from './resources';
import {errorResult, optionalText, requiredText, textResult, ToolInputError} from './results';
import {DocsSearch, formatHits} from './searchDocs';

/** Symbols shown in full when a name has several; more are listed. */
const MAX_FULL_SYMBOLS = 3;

/**
 * A tool's answer to these arguments: from the cache, else made by `run`
 * and kept. Each caller gets its own copy, as the SDK adds to a result.
 */
async function answer(
  cache: AnswerCache,
  tool: string,
  args: Readonly<Record<string, unknown>>,
  run: () => string | Promise<string>,
): Promise<CallToolResult> {
  const key = `${tool} ${JSON.stringify(args)}`;
  let result = cache.get(key);
  if (!result) {
    try {
      result = textResult(await run());
      cache.set(key, result);
    } catch (error) {
      if (!(error instanceof ToolInputError)) {
        return errorResult(`The docs server could not answer: ${String(error)}`);
      }
      result = errorResult(error.message);
      cache.set(key, result);
    }
  }
  return {...result, content: [...result.content]};
}

function localeArgumentOf(site: BuiltSite) {
  const locales = site.locales.map((locale) => locale.locale) as [string, ...string[]];
  return z
    .enum(locales)
    .optional()
    .describe(
      `Language of the answer: ${locales.join(' or ')} (default ${site.defaultLocale}; search_docs picks ja for Japanese text).`,
    );
}

/** Each tool's input schema, made once and shared by every server instance. */
function inputSchemasOf(site: BuiltSite) {
  const locale = localeArgumentOf(site);
  return {
    search_docs: withFixedJsonSchema(
      z.object({
        query: z
          .string()
          .describe('Words to search for, e.g. "add a marker", "flyTo", "マーカー".'),
        locale,
      }),
    ),
    get_page: withFixedJsonSchema(
      z.object({
        url_or_path: z
          .string()
          .describe('The page, e.g. "/api/markers/" or a URL from search_docs.'),
      }),
    ),
    get_api: withFixedJsonSchema(
      z.object({
        symbol: z.string().describe('The API name, e.g. "Map#flyTo", "Marker", "LngLatLike".'),
        locale,
      }),
    ),
    find_examples: withFixedJsonSchema(
      z.object({
        query: z.string().optional().describe('Words, e.g. "cluster points".'),
        api: z
          .string()
          .optional()
          .describe('An API name the code uses, e.g. "Marker", "Map#setFeatureState".'),
        topic: z.string().optional().describe('A gallery topic, e.g. "Markers", "Camera".'),
        locale,
      }),
    ),
    get_example: withFixedJsonSchema(
      z.object({
        slug: z.string().describe('The example\'s slug, e.g. "add-a-marker" (from find_examples).'),
        locale,
      }),
    ),
    check_code: withFixedJsonSchema(
      z.object({
        code: z.string().describe('JavaScript, or an HTML page with inline <script> code.'),
      }),
    ),
  };
}

/** What every server instance over one built site shares. */
export interface Docs {
  readonly site: BuiltSite;
  /** The server's name and version in the protocol (the library's version). */
  readonly name: string;
  readonly version: string;
  readonly search: DocsSearch;
  readonly indexes: ReadonlyMap<string, ApiIndex>;
  readonly schemas: ReturnType<typeof inputSchemasOf>;
  readonly resources: DocsResources;
  readonly answers: AnswerCache;
}

export function openDocs(site: BuiltSite): Docs {
  const root = site.locales[0]!.data;
  return {
    site,
    name: serverName(root.productId),
    version: root.libraryVersion,
    search: new DocsSearch(site),
    indexes: new Map(
      site.locales.map((locale) => [
        locale.locale,
        new ApiIndex(locale.data.api.pages, locale.data.namespace),
      ]),
    ),
    schemas: inputSchemasOf(site),
    resources: docsResources(site),
    answers: new AnswerCache(),
  };
}

/** A new SDK server with the docs' tools and resources, for one connection or one request. */
export function createDocsServer(docs: Docs): McpServer {
  const {site, search, schemas, answers} = docs;
  const root = site.locales[0]!.data;
  const server = new McpServer({name: docs.name, version: docs.version});
  const indexOf = (locale?: string) => docs.indexes.get(localeData(site, locale).locale)!;
  const library = `${root.productName} GL JS ${root.libraryVersion}`;

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        `Search the ${library} documentation (guides, API reference, examples) with the site's own search, ` +
        'which tolerates typos, reads Japanese and ranks the page for a task first. Returns the top pages with title, URL and snippet; ' +
        'read one with get_page. Use it first for "how do I…" questions.',
      inputSchema: schemas.search_docs,
    },
    ({query, locale}) =>
      answer(answers, 'search_docs', {query, locale}, () => {
        const text = requiredText('query', query);
        const target = search.localeFor(text, locale);
        return formatHits(text, search.search(text, target));
      }),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a page',
      description:
        'Return a page of these docs as Markdown (its Markdown twin): by full URL, by path (`/guides/install/`, `ja/api/map/`), ' +
        'or by the twin URL. Anchors are ignored; the whole page is returned.',
      inputSchema: schemas.get_page,
    },
    ({url_or_path}) =>
      answer(answers, 'get_page', {url_or_path}, () => {
        const page = resolvePage(site, requiredText('url_or_path', url_or_path));
        return `<!-- ${page.url} -->\n\n${readPage(page)}`;
      }),
  );

  server.registerTool(
    'get_api',
    {
      title: 'Look up an API symbol',
      description:
        `The ${library} API reference entry of a symbol: signature, parameters with types and defaults, return value, ` +
        'example code, examples that use it and the page URL with its anchor. Accepts `Map#flyTo`, `Map.flyTo`, `map.flyTo`, ' +
        "`flyTo`, `Marker`, `LngLatLike`, `Map.event:click`, with or without the library's global; a near miss lists the closest names.",
      inputSchema: schemas.get_api,
    },
    ({symbol, locale}) =>
      answer(answers, 'get_api', {symbol, locale}, () => {
        const index = indexOf(locale);
        const data = localeData(site, locale).data;
        const symbols = index.resolve(requiredText('symbol', symbol));
        return symbols.length > MAX_FULL_SYMBOLS
          ? formatChoices(symbols, data.namespace)
          : symbols.map((found) => formatSymbol(found, data, index)).join('\n\n---\n\n');
      }),
  );

  server.registerTool(
    'find_examples',
    {
      title: 'Find examples',
      description:
        'Find runnable examples by words (`query`), by the API they use (`api`, e.g. "Popup" or "Map#flyTo") or by gallery topic (`topic`); ' +
        "give one or more. Returns each example's title, slug, URL, topics and whether its page runs it live. get_example returns the code.",
      inputSchema: schemas.find_examples,
    },
    ({query, api, topic, locale}) =>
      answer(answers, 'find_examples', {query, api, topic, locale}, () => {
        const target = localeData(site, locale);
        const found = findExamples(
          {
            query: optionalText('query', query),
            api: optionalText('api', api),
            topic: optionalText('topic', topic),
          },
          target,
          search,
          indexOf(locale),
        );
        return formatExampleList(found, target.data);
      }),
  );

  server.registerTool(
    'get_example',
    {
      title: 'Get an example',
      description:
        'Return an example: its prose and its complete standalone HTML page, which runs as it is once `YOUR_ACCESS_TOKEN` is replaced by an access token.',
      inputSchema: schemas.get_example,
    },
    ({slug, locale}) =>
      answer(answers, 'get_example', {slug, locale}, () => {
        const data = localeData(site, locale).data;
        return formatExample(getExample(requiredText('slug', slug), data), data);
      }),
  );

  server.registerTool(
    'check_code',
    {
      title: 'Check code against the API reference',
      description:
        `Check JavaScript (or an HTML page's inline scripts) that uses ${library}: every constructor and member of \`${root.namespace}\`, ` +
        `method and property used on a map, marker, popup or other object the code creates, event name given to on/once/off, ` +
        'control and source type. Reports what the API reference does not document, each with its line and the closest documented name ' +
        '("map.flyto → did you mean map.flyTo?"), and legacy (deprecated) members. Run it on code before giving it to a reader.',
      inputSchema: schemas.check_code,
    },
    ({code}) =>
      answer(answers, 'check_code', {code}, () => {
        const text = requiredText('code', code, MAX_CODE_LENGTH);
        return formatCheck(checkCode(text, indexOf(), {productId: root.productId}));
      }),
  );

  serveResources(server, docs.resources);
  return server;
}
