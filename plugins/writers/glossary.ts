/**
 * The Japanese glossary (`i18n/ja/glossary.yml`): prh rules with our own
 * `english` and `note` fields. Read and checked once for the writers' page;
 * `npm run lint:ja` gives the same file to prh.
 */
import {readFileSync} from 'node:fs';
import {load} from 'js-yaml';

export const GLOSSARY_FILE = 'i18n/ja/glossary.yml';

export interface GlossaryTerm {
  readonly english: string;
  /** The one form the site writes. */
  readonly japanese: string;
  /** What it replaces, as the glossary writes it (a word or a /regular expression/). */
  readonly replaces: string;
  readonly note?: string;
}

/** The glossary's terms; a file that is not one throws, naming the file and the entry. */
export function readGlossary(path: string): GlossaryTerm[] {
  let data: unknown;
  try {
    data = load(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${GLOSSARY_FILE} is not YAML: ${(error as Error).message}`);
  }
  const rules = (data as {rules?: unknown})?.rules;
  if (!Array.isArray(rules)) throw new Error(`${GLOSSARY_FILE} has no list of rules.`);
  return rules.map((rule: Record<string, unknown>, index) => {
    const field = (name: string) => {
      const value = rule?.[name];
      if (typeof value !== 'string' || value === '') {
        throw new Error(`${GLOSSARY_FILE}: entry ${index + 1} has no ${name}.`);
      }
      return value;
    };
    const note = rule?.note;
    return {
      english: field('english'),
      japanese: field('expected'),
      replaces: field('pattern'),
      ...(typeof note === 'string' && {note}),
    };
  });
}
