/**
 * The post-build step that publishes SKILL.md at the site's root, in the
 * default locale's build only, once the twins and llms.txt it links to
 * exist. Every link in it must lead to a file of that build (and an anchor
 * to an id of its page): an assistant cannot tell a dead link from a
 * missing feature, so a broken one fails the build, named.
 */
import {existsSync, statSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {load} from 'cheerio';

import type {BuiltLocale} from '../../src/lib/builtLocale';
import {SKILL_FILE, skillFileLinks} from './render';

/** What the skill-file plugin loads: the rendered file and its address. */
export interface SkillFile {
  readonly markdown: string;
  readonly url: string;
}

/** The site a link must lead into: its address and the folder it is built in. */
export interface BuiltFolder {
  /** `https://docs.mapbox.com/mapbox-gl-js/` */
  readonly siteUrl: string;
  readonly outDir: string;
}

/** Each link of the Markdown that leads to no built file or id, with why. */
export async function brokenSkillFileLinks(
  markdown: string,
  {siteUrl, outDir}: BuiltFolder,
): Promise<string[]> {
  const ids = new Map<string, Set<string>>();
  const idsOf = async (file: string) => {
    let found = ids.get(file);
    if (!found) {
      const $ = load(await readFile(file, 'utf8'));
      found = new Set(
        $('[id]')
          .map((_, element) => $(element).attr('id') ?? '')
          .get(),
      );
      ids.set(file, found);
    }
    return found;
  };
  const broken: string[] = [];
  for (const link of new Set(skillFileLinks(markdown))) {
    if (!link.startsWith(siteUrl)) {
      broken.push(`${link} is not an address of the site (${siteUrl})`);
      continue;
    }
    const address = link.slice(siteUrl.length);
    const cut = address.indexOf('#');
    const path = cut === -1 ? address : address.slice(0, cut);
    const hash = cut === -1 ? undefined : address.slice(cut + 1);
    let file = join(outDir, decodeURIComponent(path));
    if (path === '' || path.endsWith('/')) file = join(file, 'index.html');
    if (!file.startsWith(outDir) || !existsSync(file) || !statSync(file).isFile()) {
      broken.push(`${link} is not built`);
      continue;
    }
    const id = hash === undefined ? undefined : decodeURIComponent(hash);
    if (id !== undefined && !(file.endsWith('.html') && (await idsOf(file)).has(id))) {
      broken.push(`${link} has no element with the id "${id}"`);
    }
  }
  return broken;
}

/** Writes SKILL.md at the locale's root; throws, naming every broken link, if it has any. */
export async function writeSkillFile(built: BuiltLocale, skill: SkillFile): Promise<string> {
  await writeFile(join(built.outDir, SKILL_FILE), skill.markdown);
  const broken = await brokenSkillFileLinks(skill.markdown, {
    siteUrl: `${built.siteUrl}${built.baseUrl}`,
    outDir: built.outDir,
  });
  if (broken.length) {
    throw new Error(
      `${SKILL_FILE} (plugins/skill-file) links to what the build does not have:\n` +
        broken.map((line) => `- ${line}`).join('\n'),
    );
  }
  return `${skillFileLinks(skill.markdown).length} links`;
}
