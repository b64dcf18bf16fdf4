/**
 * Reads the product reference's list of what each API page documents
 * (`../shared/reference/api.md`, beside the repository) into the anchors the
 * pages must have. Each expected entry lists the anchors that satisfy it:
 * the file sometimes names members of two classes in one cell ("LngLat /
 * LngLatBounds"), and a member may be static or not.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

export const REFERENCE_FILE = join(__dirname, '..', '..', '..', 'shared', 'reference', 'api.md');

export interface ExpectedEntry {
  readonly page: string;
  /** What the reference file says, for failure messages. */
  readonly label: string;
  readonly anchors: readonly string[];
}

function splitList(text: string): string[] {
  return text
    .split(/[,;]/)
    .map((part) => part.trim().replace(/\.$/, ''))
    .filter(Boolean);
}

/** `set/getMinZoom` → setMinZoom, getMinZoom; `debug flags showPadding` → showPadding. */
function expandNames(entry: string): string[] {
  const name = entry.replace(/^debug flags\s+/, '').replace(/\s*\(static\)$/, '');
  const pair = /^(get|set)\/(get|set)(\w+)$/.exec(name);
  return pair ? [`${pair[1]}${pair[3]}`, `${pair[2]}${pair[3]}`] : [name];
}

function memberAnchors(owners: readonly string[], name: string): string[] {
  return owners.flatMap((owner) => {
    const item = owner.toLowerCase();
    const member = name.toLowerCase();
    return [`${item}#${member}`, `${item}.${member}`];
  });
}

export function readExpectedEntries(file = REFERENCE_FILE): ExpectedEntry[] {
  if (!existsSync(file)) {
    throw new Error(
      `The product reference ${file} is missing; the tests need ../shared beside the repository.`,
    );
  }
  const text = readFileSync(file, 'utf8');
  const entries: ExpectedEntry[] = [];
  const pageOfItem = new Map<string, string>();

  // The table of pages: | `/api/markers/` | title | items |
  for (const [, page, items] of text.matchAll(/^\| `\/api\/(\w+)\/` \| [^|]+ \| ([^|]+) \|$/gm)) {
    if (!page || !items || page === 'map') {
      continue;
    }
    const names = splitList(items.split(/;/)[0]?.replace(/\(.*?\)/g, '') ?? '');
    for (const name of names) {
      pageOfItem.set(name, page);
      entries.push({page, label: name, anchors: [name.toLowerCase()]});
    }
  }
  pageOfItem.set('Map', 'map');
  entries.push({page: 'map', label: 'Map', anchors: ['map']});

  // The Map section: one bullet per kind of member.
  const mapSection = /^## Map\n([\s\S]*?)^## /m.exec(text)?.[1] ?? '';
  for (const [, heading, body] of mapSection.matchAll(
    /^- ([^:]+): ([\s\S]*?)(?=^- |$(?![\s\S]))/gm,
  )) {
    const names = splitList((body ?? '').replace(/\n\s*/g, ' ')).flatMap(expandNames);
    for (const name of names) {
      const lower = name.toLowerCase();
      const anchor =
        heading === 'Constructor options'
          ? `map.param:options.${lower}`
          : heading === 'Events'
            ? `map.event:${lower}`
            : `map#${lower}`;
      entries.push({page: 'map', label: `Map ${heading}: ${name}`, anchors: [anchor]});
    }
  }

  // The other classes: | class(es) | members | events |
  const otherSection = /^## Other classes\n([\s\S]*)$/m.exec(text)?.[1] ?? '';
  const handlers = [...pageOfItem]
    .filter(([name, page]) => page === 'handlers' && name.endsWith('Handler'))
    .map(([name]) => name);
  const rows = otherSection
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  for (const [classes, members, events] of rows) {
    if (!classes || classes.trim() === 'class' || /^-+$/.test(classes.trim())) {
      continue;
    }
    const owners = classes.startsWith('Handlers')
      ? handlers
      : classes.split('/').map((name) => name.trim());
    const page = pageOfItem.get(owners[0] ?? '') ?? '';
    const clauses = (members ?? '')
      .split(';')
      .map((clause) => clause.trim())
      .filter(Boolean);
    for (const clause of clauses) {
      // "KeyboardHandler and TouchZoomRotateHandler add enableRotation/disableRotation"
      const added = /^(.+?) adds? (.+)$/.exec(clause);
      const clauseOwners = added?.[1] ? added[1].split(' and ').map((name) => name.trim()) : owners;
      const names = (added?.[2] ?? clause)
        .split(/[,/]/)
        .map((name) => name.trim())
        .filter(Boolean);
      for (const name of names.flatMap(expandNames)) {
        entries.push({
          page,
          label: `${clauseOwners.join(' / ')}: ${name}`,
          anchors: memberAnchors(clauseOwners, name),
        });
      }
    }
    for (const name of splitList(events ?? '')) {
      entries.push({
        page,
        label: `${owners.join(' / ')} event ${name}`,
        anchors: owners.map((owner) => `${owner.toLowerCase()}.event:${name.toLowerCase()}`),
      });
    }
  }
  return entries;
}
