/**
 * The resources: each locale's `llms.txt` and every page's Markdown twin,
 * under their addresses on the site. The list of twins is the one llms.txt
 * gives, so it is what the build wrote.
 */
import {readFileSync} from 'node:fs';
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';

import type {BuiltSite} from './builtSite';
import {llmsTxtOf, readPage, resolvePage, twinsOf} from './pages';

export function registerResources(server: McpServer, site: BuiltSite): void {
  for (const locale of site.locales) {
    const llms = llmsTxtOf(locale);
    server.registerResource(
      `llms.txt (${locale.locale})`,
      llms.url,
      {
        title: `llms.txt (${locale.locale})`,
        description: 'Every page of the docs with its Markdown address and a description.',
        mimeType: 'text/plain',
      },
      (uri) => ({
        contents: [{uri: uri.href, mimeType: 'text/plain', text: readFileSync(llms.file, 'utf8')}],
      }),
    );
    for (const twin of twinsOf(locale)) {
      server.registerResource(
        twin.markdownUrl,
        twin.markdownUrl,
        {
          title: twin.title,
          ...(twin.description && {description: twin.description}),
          mimeType: 'text/markdown',
        },
        (uri) => ({
          contents: [
            {uri: uri.href, mimeType: 'text/markdown', text: readPage(resolvePage(site, uri.href))},
          ],
        }),
      );
    }
  }
}
