/**
 * The section of llms.txt that tells an assistant this site also runs as a
 * local MCP server, and how to start it, in the locale's language. llms.txt
 * is no React page, so its text lives here per locale like its other
 * section headings (plugins/markdown-twins).
 */
import {BIN_FILE, NPM_SCRIPT, serverName} from './identity';

export interface LlmsSection {
  readonly title: string;
  readonly body: string;
}

export function mcpServerSection(locale: string, productId: string): LlmsSection {
  const name = `\`${serverName(productId)}\``;
  const start = `\`npm run ${NPM_SCRIPT}\``;
  const node = `\`node ${BIN_FILE}\``;
  const http = `\`npm run ${NPM_SCRIPT} -- --http <port>\``;
  if (locale === 'ja') {
    return {
      title: 'MCP サーバー',
      body:
        `このドキュメントはローカルの MCP サーバー ${name}（stdio）としても使えます。` +
        'ドキュメントの検索、ページ・API エントリー・サンプルの取得、API リファレンスに照らしたコードのチェックができます。' +
        `ドキュメントのリポジトリで \`npm run build\` を一度実行してから ${start}（または ${node}）で起動します。` +
        `${http} で起動すると、チームで共有できる Streamable HTTP のサーバー（\`/mcp\`）になります。` +
        'MCP クライアントの設定例はリポジトリの README にあります。',
    };
  }
  return {
    title: 'MCP server',
    body:
      `These docs also run as a local MCP server, ${name} (stdio): it searches the docs, ` +
      'returns pages, API entries and examples, and checks code against the API reference. ' +
      `In a clone of the docs repository, run \`npm run build\` once, then start it with ${start} ` +
      `(or ${node}); ${http} serves it over Streamable HTTP (\`/mcp\`) for a team instead. ` +
      "The repository's README gives the configuration for an MCP client.",
  };
}
