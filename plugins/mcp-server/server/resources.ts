/**
 * The resources: each locale's `llms.txt` and every page's Markdown twin,
 * under their addresses on the site. The list of twins is the one llms.txt
 * gives, so it is what the build wrote. The list is read once and shared by
 * every server instance; each resource's text is read from the build when a
 * client asks for it. The handlers go on the protocol server directly rather
 * than through `McpServer.registerResource`, which would make an entry per
 * twin for every instance, and the HTTP mode makes an instance per request.
 */
import {readFileSync} from 'node:fs';
import {
  ResourceNotFoundError,
  type McpServer,
  type ReadResourceResult,
  type Resource,
} from '@modelcontextprotocol/server';

import type {BuiltSite} from './builtSite';
import {llmsTxtOf, readPage, resolvePage, twinsOf} from './pages';

interface ReadableResource {
  readonly listed: Resource;
  readonly read: (uri: string) => string;
}

export interface DocsResources {
  /** What `resources/list` answers, in the order llms.txt gives. */
  readonly listed: readonly Resource[];
  readonly byUri: ReadonlyMap<string, ReadableResource>;
}

export function docsResources(site: BuiltSite): DocsResources {
  const all = site.locales.flatMap((locale): ReadableResource[] => {
    const llms = llmsTxtOf(locale);
    return [
      {
        listed: {
          uri: llms.url,
          name: `llms.txt (${locale.locale})`,
          title: `llms.txt (${locale.locale})`,
          description: 'Every page of the docs with its Markdown address and a description.',
          mimeType: 'text/plain',
        },
        read: () => readFileSync(llms.file, 'utf8'),
      },
      ...twinsOf(locale).map((twin): ReadableResource => ({
        listed: {
          uri: twin.markdownUrl,
          name: twin.markdownUrl,
          title: twin.title,
          ...(twin.description && {description: twin.description}),
          mimeType: 'text/markdown',
        },
        read: (uri) => readPage(resolvePage(site, uri)),
      })),
    ];
  });
  return {
    listed: all.map((resource) => resource.listed),
    byUri: new Map(all.map((resource) => [new URL(resource.listed.uri).href, resource])),
  };
}

export function serveResources(server: McpServer, resources: DocsResources): void {
  const protocol = server.server;
  protocol.registerCapabilities({resources: {}});
  protocol.setRequestHandler('resources/list', () => ({resources: [...resources.listed]}));
  protocol.setRequestHandler('resources/templates/list', () => ({resourceTemplates: []}));
  protocol.setRequestHandler('resources/read', (request): ReadResourceResult => {
    let href: string;
    try {
      href = new URL(request.params.uri).href;
    } catch {
      throw new ResourceNotFoundError(request.params.uri);
    }
    const resource = resources.byUri.get(href);
    if (!resource) {
      throw new ResourceNotFoundError(request.params.uri);
    }
    const {mimeType} = resource.listed;
    return {contents: [{uri: href, ...(mimeType && {mimeType}), text: resource.read(href)}]};
  });
}
