import {readFileSync} from 'node:fs';
import {mkdir, mkdtemp, readFile, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {load as loadYaml} from 'js-yaml';
import {beforeAll, describe, expect, it} from 'vitest';

import {localizedApiPages} from '../../plugins/api-reference';
import {examplesOptionsFor} from '../../plugins/examples/read';
import {ApiIndex} from '../../plugins/mcp-server/server/apiIndex';
import {checkCode, formatCheck} from '../../plugins/mcp-server/server/checkCode';
import {BIN_FILE, NPM_SCRIPT, serverName} from '../../plugins/mcp-server/identity';
import {
  SKILL_SOURCE,
  skillFileFor,
  skillFileSection,
  writeSkillFile,
} from '../../plugins/skill-file';
import {brokenSkillFileLinks} from '../../plugins/skill-file/build';
import {renderSkillFile, skillFileLinks, skillFileSnippets} from '../../plugins/skill-file/render';
import {resolveSettings} from '../../src/config/settings';
import type {BuiltLocale} from '../../src/lib/builtLocale';

/*
 * SKILL.md as the build publishes it: rendered for the configured product,
 * every snippet clean by the site's own code check, every link checked
 * against a built folder (the build runs the same check on the real one).
 */
const siteDir = join(__dirname, '..', '..');
const source = readFileSync(SKILL_SOURCE, 'utf8');
const settings = resolveSettings({});
const tokens = examplesOptionsFor(settings).tokens;
const skill = skillFileFor(source, {tokens, settings});
const SITE = 'https://docs.mapbox.com/mapbox-gl-js/';

function frontMatter(markdown: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(markdown);
  expect(match, 'front matter').not.toBeNull();
  return loadYaml(match![1]!) as Record<string, unknown>;
}

describe('rendering', () => {
  it('replaces the product tokens and the MCP placeholders, and lives at the site root', () => {
    expect(skill.url).toBe(`${SITE}SKILL.md`);
    expect(skill.markdown).not.toMatch(/%[A-Za-z_]+%/);
    expect(skill.markdown).toContain("import mapboxgl from 'mapbox-gl';");
    expect(skill.markdown).toContain(
      `https://api.mapbox.com/mapbox-gl-js/v${settings.libraryVersion}/mapbox-gl.js`,
    );
    expect(skill.markdown).toContain(`\`${serverName('mapbox')}\``);
    expect(skill.markdown).toContain(`\`npm run ${NPM_SCRIPT}\``);
    expect(skill.markdown).toContain(`\`node ${BIN_FILE}\``);
    expect(skill.markdown).toContain(
      '`npm run mcp -- --http <port>` serves Streamable HTTP at\n  `http://127.0.0.1:<port>/mcp`',
    );
  });

  it('opens with YAML front matter naming the skill and saying when to use it', () => {
    const {name, description, ...rest} = frontMatter(skill.markdown);
    expect(name).toBe('mapbox-gl-js');
    expect(name).toMatch(/^[a-z0-9-]{1,64}$/);
    expect(typeof description).toBe('string');
    expect((description as string).length).toBeLessThanOrEqual(1024);
    expect(description).toContain('Mapbox GL JS');
    expect(description).not.toMatch(/[<>]/);
    expect(rest).toEqual({});
  });

  it('follows another product id, its hosts and its version', () => {
    const acme = resolveSettings({PRODUCT_ID: 'acme', LIBRARY_VERSION: '4.0.1'});
    const other = skillFileFor(source, {tokens: examplesOptionsFor(acme).tokens, settings: acme});
    expect(frontMatter(other.markdown).name).toBe('acme-gl-js');
    expect(other.url).toBe('https://docs.acme.com/acme-gl-js/SKILL.md');
    expect(other.markdown).toContain('https://api.acme.com/acme-gl-js/v4.0.1/acme-gl.css');
    expect(other.markdown).toContain('`acme-gl-js-docs`');
    expect(other.markdown).not.toMatch(/mapbox/i);
  });

  it('makes every link absolute to the site and leaves code blocks as written', () => {
    const links = skillFileLinks(skill.markdown);
    expect(links.length).toBeGreaterThan(30);
    expect(links.filter((link) => !link.startsWith(SITE))).toEqual([]);
    const rendered = renderSkillFile(
      'See [Map](/api/map/#map#on), [out](https://example.com/).\n\n```js\nconst a = "](/x)";\n```\n',
      {tokens, siteUrl: 'https://docs.mapbox.com/mapbox-gl-js'},
    );
    expect(rendered).toBe(
      'See [Map](https://docs.mapbox.com/mapbox-gl-js/api/map/#map#on), [out](https://example.com/).\n\n```js\nconst a = "](/x)";\n```\n',
    );
  });

  it('refuses a placeholder it does not know', () => {
    expect(() => renderSkillFile('Run %MCP_SCRIPTS%.', {tokens, siteUrl: SITE})).toThrow(
      '%MCP_SCRIPTS%',
    );
  });
});

describe('snippets', () => {
  let index: ApiIndex;
  const options = {productId: tokens.productId};
  const snippets = skillFileSnippets(skill.markdown);
  const checked = snippets.filter(({language}) => language === 'js' || language === 'html');

  beforeAll(() => {
    index = new ApiIndex(
      localizedApiPages(siteDir, 'en', tokens, [], '/mapbox-gl-js/'),
      'mapboxgl',
    );
  });

  it('are JavaScript, HTML, shell commands or an MCP client configuration', () => {
    expect(new Set(snippets.map(({language}) => language))).toEqual(
      new Set(['js', 'html', 'bash', 'json']),
    );
    for (const {code, language} of snippets) {
      if (language === 'json') expect(() => JSON.parse(code) as unknown, code).not.toThrow();
    }
    expect(checked.length).toBeGreaterThan(12);
  });

  it('pass the code check of the MCP server and the editor, with no finding', () => {
    let uses = 0;
    for (const {code, line} of checked) {
      const check = checkCode(code, index, options);
      expect(check.findings, `SKILL.md line ${line}\n${formatCheck(check)}`).toEqual([]);
      uses += check.uses;
    }
    expect(uses).toBeGreaterThan(60);
  });

  it('would report a misspelt member planted in one of them', () => {
    const snippet = checked.find(({code}) => code.includes('map.addLayer('))!;
    const planted = snippet.code.replace('map.addLayer(', 'map.addLayr(');
    const findings = checkCode(planted, index, options).findings;
    expect(findings.map((finding) => [finding.severity, finding.use, finding.suggestion])).toEqual([
      ['error', 'map.addLayr', 'map.addLayer'],
    ]);
  });
});

/** A built folder with one page, its twin and llms.txt. */
async function builtFolder(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'skill-file-'));
  await mkdir(join(outDir, 'api', 'map'), {recursive: true});
  await writeFile(
    join(outDir, 'api', 'map', 'index.html'),
    '<!doctype html><html><body><h3 id=map#on>on</h3></body></html>',
  );
  await writeFile(join(outDir, 'api', 'map', 'index.md'), '# Map');
  await writeFile(join(outDir, 'llms.txt'), '# Docs');
  return outDir;
}

describe('links', () => {
  it('names each link that leads to no built file or id', async () => {
    const outDir = await builtFolder();
    const markdown = [
      `[on](${SITE}api/map/#map#on), [twin](${SITE}api/map/index.md), [index](${SITE}llms.txt)`,
      `[off](${SITE}api/map/#map#off), [gone](${SITE}api/gone/), [elsewhere](https://example.com/)`,
      `[up](${SITE}../secret), [twin anchor](${SITE}api/map/index.md#map#on)`,
    ].join('\n');
    expect(await brokenSkillFileLinks(markdown, {siteUrl: SITE, outDir})).toEqual([
      `${SITE}api/map/#map#off has no element with the id "map#off"`,
      `${SITE}api/gone/ is not built`,
      `https://example.com/ is not an address of the site (${SITE})`,
      `${SITE}../secret is not built`,
      `${SITE}api/map/index.md#map#on has no element with the id "map#on"`,
    ]);
  });

  it('are written by the pipeline step, which fails the build naming a broken one', async () => {
    const outDir = await builtFolder();
    const built = {
      outDir,
      baseUrl: '/mapbox-gl-js/',
      siteUrl: 'https://docs.mapbox.com',
    } as BuiltLocale;
    const good = {markdown: `[on](${SITE}api/map/#map#on)\n`, url: `${SITE}SKILL.md`};
    expect(await writeSkillFile(built, good)).toBe('1 links');
    expect(await readFile(join(outDir, 'SKILL.md'), 'utf8')).toBe(good.markdown);
    await expect(
      writeSkillFile(built, {...good, markdown: `[x](${SITE}api/markers/)\n`}),
    ).rejects.toThrow(`- ${SITE}api/markers/ is not built`);
  });
});

describe('llms.txt', () => {
  it('points to SKILL.md in each locale, in its language', () => {
    const en = skillFileSection('en', skill.url);
    const ja = skillFileSection('ja', skill.url);
    expect(en.title).toBe('Skill file');
    expect(en.body).toContain(`[SKILL.md](${SITE}SKILL.md)`);
    expect(ja.title).toBe('スキルファイル');
    expect(ja.body).toContain(`[SKILL.md](${SITE}SKILL.md)`);
    expect(ja.body.replace(/\[[^\]]*\]\([^)]*\)|[\w.-]+/g, '')).toMatch(
      /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー、。・（）\s]+$/u,
    );
  });
});
