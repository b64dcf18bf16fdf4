/**
 * The section of each locale's llms.txt that points to SKILL.md, in the
 * locale's language. There is one SKILL.md, in English, for every locale:
 * assistants read English, and its code is the same in both editions.
 */
import type {ExtraSection} from '../markdown-twins/llms';

export function skillFileSection(locale: string, url: string): ExtraSection {
  if (locale === 'ja') {
    return {
      title: 'スキルファイル',
      body:
        `[SKILL.md](${url}) は、コーディングアシスタント向けのスキル（エージェントスキルの共通形式、英語）です。` +
        'ライブラリの導入方法、地図が表示されない・位置がずれるといったよくある間違いとその正しいコード、' +
        'API リファレンス・サンプル・Markdown 版ページの場所、次の MCP サーバーへの接続方法をまとめています。',
    };
  }
  return {
    title: 'Skill file',
    body:
      `[SKILL.md](${url}) is a skill for coding assistants, in the common agent-skill format: ` +
      'how to set up the library, the mistakes that break maps most often with the correct code, ' +
      'where the API reference, the examples and the Markdown pages are, and how to connect to ' +
      'the MCP server below.',
  };
}
