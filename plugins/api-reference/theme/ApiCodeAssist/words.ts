/**
 * What the editor's API help says, in the page's language. A finding is
 * worded as `check_code` words it (`src/model/code/findings.ts`): the
 * English messages here are the same sentences, which a unit test holds
 * them to.
 */
import {translate} from '@docusaurus/Translate';

import type {Finding} from '@site/src/model/code/findings';
import type {CompletionKind} from '@site/src/model/code/cursorContext';

/** A finding as one sentence, with "did you mean" when there is a closest name. */
export function findingText(finding: Finding, sourceTypes: string): string {
  const use = finding.use;
  const owner = finding.owner ?? '';
  let text: string;
  if (finding.rule === 'syntax') {
    text = translate(
      {
        id: 'api.assist.finding.syntax',
        message: 'the script does not parse, so it was not checked: {problem}',
      },
      {problem: finding.message.replace(/^.*?: /, '')},
    );
  } else if (finding.rule === 'legacy') {
    text = translate(
      {
        id: 'api.assist.finding.legacy',
        message: '{use} is marked legacy (deprecated) in the reference.',
      },
      {use},
    );
  } else {
    switch (finding.kind) {
      case 'item':
        text = translate(
          {id: 'api.assist.finding.item', message: '{use} is not in the API reference'},
          {use},
        );
        break;
      case 'static':
        text = translate(
          {
            id: 'api.assist.finding.static',
            message: '{use} is not a documented static member of {owner}',
          },
          {use, owner},
        );
        break;
      case 'event':
        text = translate(
          {id: 'api.assist.finding.event', message: '{use} names no documented event of {owner}'},
          {use, owner},
        );
        break;
      case 'option':
        text = translate(
          {id: 'api.assist.finding.option', message: '{use} is not a documented option of {owner}'},
          {use, owner},
        );
        break;
      case 'source-type':
        text = translate(
          {
            id: 'api.assist.finding.sourceType',
            message: '{use} is not a source type the reference documents ({types})',
          },
          {use, types: sourceTypes},
        );
        break;
      default:
        text = translate(
          {id: 'api.assist.finding.member', message: '{use} is not a documented member of {owner}'},
          {use, owner},
        );
    }
  }
  return finding.suggestion
    ? `${text} ${translate(
        {id: 'api.assist.finding.didYouMean', message: '→ did you mean {suggestion}?'},
        {suggestion: finding.suggestion},
      )}`
    : text;
}

export function replaceWith(name: string): string {
  return translate({id: 'api.assist.action.replace', message: 'Use {name}'}, {name});
}

export function sinceText(version: string): string {
  // The reference's own words for a Since and a legacy badge.
  return translate({id: 'api.since', message: 'Since v{version}'}, {version});
}

export function legacyText(): string {
  return translate({
    id: 'badge.legacy.label',
    message: 'Legacy',
    description: 'Label of the badge on legacy features',
  });
}

export function openReferenceText(): string {
  return translate({id: 'api.assist.openReference', message: 'Open in the API reference'});
}

export function kindText(kind: CompletionKind): string {
  switch (kind) {
    case 'class':
      return translate({id: 'api.assist.kind.class', message: 'class'});
    case 'function':
      return translate({id: 'api.assist.kind.function', message: 'function'});
    case 'property':
      return translate({id: 'api.assist.kind.property', message: 'property'});
    case 'method':
      return translate({id: 'api.assist.kind.method', message: 'method'});
    case 'event':
      return translate({id: 'api.assist.kind.event', message: 'event'});
    case 'option':
      return translate({id: 'api.assist.kind.option', message: 'option'});
    case 'field':
      return translate({id: 'api.assist.kind.field', message: 'field'});
    case 'type':
      return translate({id: 'api.assist.kind.type', message: 'type'});
  }
}

export interface StatusCounts {
  readonly errors: number;
  readonly warnings: number;
  readonly uses: number;
}

export const statusText = {
  checking: () => translate({id: 'api.assist.status.checking', message: 'API check: reading…'}),
  tooLong: (characters: number, limit: number) =>
    translate(
      {
        id: 'api.assist.status.tooLong',
        message:
          'API help is off: the code has {characters} characters, and it reads at most {limit}. Shorten the code to turn it back on.',
      },
      {characters: characters.toLocaleString(), limit: limit.toLocaleString()},
    ),
  notParsed: (line: number) =>
    translate(
      {
        id: 'api.assist.status.notParsed',
        message: 'API check paused: the script does not parse at line {line}.',
      },
      {line},
    ),
  checked: ({errors, warnings, uses}: StatusCounts) =>
    translate(
      {
        id: 'api.assist.status.checked',
        message: 'API check: {uses} uses of the API, problems: {errors}, warnings: {warnings}.',
      },
      {uses, errors, warnings},
    ),
  keys: () =>
    translate({
      id: 'api.assist.status.keys',
      message:
        'Ctrl+Space completes, Ctrl+K Ctrl+I shows the docs of a name, F8 goes to the next problem.',
    }),
};
