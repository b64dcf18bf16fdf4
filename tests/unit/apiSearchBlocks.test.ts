import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

import {
  RECORD_LABELS,
  apiReferenceBlocks,
  recordLabels,
} from '../../plugins/search/build/apiBlocks';
import type {ApiPageWithRelated} from '../../src/model/api/types';

const ROOT = join(__dirname, '..', '..');

/** Every `<Translate id="…">default</Translate>` in the site's components, with or without values. */
function componentDefaults(): Map<string, string> {
  const defaults = new Map<string, string>();
  for (const folder of ['src', 'plugins']) {
    const files = readdirSync(join(ROOT, folder), {recursive: true, encoding: 'utf8'});
    for (const file of files.filter((name) => name.endsWith('.tsx'))) {
      const source = readFileSync(join(ROOT, folder, file), 'utf8');
      // Plain text, or a string literal where the message has placeholders.
      const translates =
        /<Translate id="([^"]+)"[^>]*>\s*(?:\{'([^']+)'\}|([^<{]+))\s*<\/Translate>/g;
      for (const [, id, literal, text] of source.matchAll(translates)) {
        defaults.set(id!, (literal ?? text)!);
      }
    }
  }
  return defaults;
}

describe("the API reference's search blocks", () => {
  it('label records with the English the components show, and every label has a Japanese translation', () => {
    const defaults = componentDefaults();
    const japanese = JSON.parse(
      readFileSync(join(ROOT, 'i18n', 'ja', 'code.json'), 'utf8'),
    ) as Record<string, {message: string}>;
    for (const [id, english] of Object.entries(RECORD_LABELS)) {
      expect(defaults.get(id), id).toBe(english);
      expect(japanese[id]?.message, id).toBeTruthy();
    }
  });

  it('follow the page: items, their options as entries at their own anchors, members under their group', () => {
    const page: ApiPageWithRelated = {
      id: 'markers',
      related: {marker: [{slug: 'add-a-marker', title: 'Add a marker'}]},
      since: {},
      items: [
        {
          kind: 'class',
          name: 'Marker',
          extends: 'Evented',
          description: 'Places an [element](/api/markers/) on the map.\n\nSecond paragraph.',
          paramsId: 'options',
          params: [
            {
              name: 'options.color',
              type: 'string',
              default: "'#3FB1CE'",
              description: 'Fill `color`.',
            },
          ],
          groups: [
            {
              id: 'methods',
              title: 'Instance members',
              members: [
                {
                  kind: 'method',
                  name: 'addTo',
                  description: 'Adds the marker.',
                  params: [{name: 'map', type: 'Map', description: 'The map.'}],
                  returns: {type: 'Marker', description: 'The marker itself.'},
                },
              ],
            },
          ],
        },
      ],
    };
    const labels = recordLabels({'api.returns': '戻り値'});
    expect(apiReferenceBlocks(page, labels)).toEqual([
      {kind: 'heading', depth: 2, text: 'Marker', id: 'marker'},
      {kind: 'text', text: 'Extends Evented'},
      {kind: 'text', text: 'Places an element on the map.'},
      {kind: 'text', text: 'Second paragraph.'},
      {kind: 'text', text: 'Add a marker'},
      {kind: 'heading', depth: 3, text: 'Options', id: 'marker-options'},
      {
        kind: 'entry',
        name: 'Marker options.color',
        id: 'marker.param:options.color',
        text: "string — '#3FB1CE' — Fill color.",
      },
      {kind: 'text', text: 'Fill color.'},
      {kind: 'heading', depth: 3, text: 'Instance members', id: 'marker-methods'},
      {kind: 'heading', depth: 3, text: 'addTo', id: 'marker#addto'},
      {kind: 'text', text: 'Adds the marker.'},
      {kind: 'text', text: 'map · Map · required · The map.'},
      {kind: 'text', text: 'The map.'},
      {kind: 'text', text: '戻り値 Marker: The marker itself.'},
    ]);
  });
});
