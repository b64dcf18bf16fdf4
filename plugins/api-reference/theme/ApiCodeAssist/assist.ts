/**
 * The API help: the API model and the analyser `check_code` runs, read on
 * the editor's text as the reader types.
 */
import {autocompletion, type Completion, type CompletionContext} from '@codemirror/autocomplete';
import {linter, type Action, type Diagnostic} from '@codemirror/lint';
import {EditorState, StateEffect, StateField, type Extension, type Text} from '@codemirror/state';
import {
  EditorView,
  hoverTooltip,
  keymap,
  showTooltip,
  ViewPlugin,
  type Tooltip,
} from '@codemirror/view';

import {ApiModel} from '@site/src/model/api/apiModel';
import {SOURCE_TYPES} from '@site/src/model/api/sourceTypes';
import {analyseCode, type ApiUse, type CodeAnalysis} from '@site/src/model/code/analyseCode';
import {
  completionNames,
  cursorContext,
  type CompletionKind,
  type CompletionName,
} from '@site/src/model/code/cursorContext';
import {findingsOf, type Finding} from '@site/src/model/code/findings';
import data from '@api-pages/code-assist.json';
import type {CodeAssistData, CodeAssistEntry} from '../../types';
import {docsElement} from './docs';
import {setStatus, statusLine} from './status';
import {findingText, replaceWith, statusText} from './words';

/**
 * Longest code the help reads, in characters: past it, reading on every
 * keystroke would hold up typing. The longest example is far below it.
 */
export const MAX_ASSISTED_CHARACTERS = 50_000;
/** Quiet time after a keystroke before the code is checked again, in milliseconds. */
const CHECK_DELAY = 40;

const COMPLETION_TYPES: Readonly<Record<CompletionKind, string>> = {
  class: 'class',
  function: 'function',
  property: 'property',
  method: 'method',
  event: 'enum',
  option: 'property',
  field: 'property',
  type: 'type',
};

interface Assist {
  readonly data: CodeAssistData;
  readonly model: ApiModel<string>;
  readonly sourceTypes: string;
}

function tooLong(doc: Text): boolean {
  return doc.length > MAX_ASSISTED_CHARACTERS;
}

/** One analysis per text: hover and the check read the same one. */
const analyses = new WeakMap<Text, CodeAnalysis>();

function analysisOf(assist: Assist, doc: Text): CodeAnalysis {
  let analysis = analyses.get(doc);
  if (!analysis) {
    analysis = analyseCode(doc.toString(), assist.model, assist.data.productId, {tolerant: true});
    analyses.set(doc, analysis);
  }
  return analysis;
}

function entryOf(assist: Assist, key: string): CodeAssistEntry | undefined {
  return Object.hasOwn(assist.data.entries, key) ? assist.data.entries[key] : undefined;
}

function hrefOf(assist: Assist, use: Pick<ApiUse, 'entry'>): string | undefined {
  const entry = use.entry;
  return entry ? `${assist.data.pageUrls[entry.page]}#${entry.anchor}` : undefined;
}

// ---- completions

/** The signature after the name, for the list's row: `(options, eventData?): Map`. */
function detailOf(name: string, signature: string): string {
  const at = signature.indexOf(name);
  const rest = at >= 0 ? signature.slice(at + name.length) : signature;
  return rest.replace(/^\??:\s*/, '').trim();
}

function completionOf(assist: Assist, name: CompletionName): Completion {
  const entry = entryOf(assist, name.key);
  const legacy = name.badges?.includes('legacy') ?? false;
  return {
    label: name.name,
    type: COMPLETION_TYPES[name.kind],
    ...(entry && {detail: detailOf(name.name, entry[0])}),
    info: () =>
      docsElement({
        kind: name.kind,
        signature: entry?.[0] ?? name.name,
        summary: entry?.[1] ?? '',
        since: entry?.[2],
        legacy,
      }),
    // Legacy members last: the reference points readers elsewhere.
    boost: legacy ? -10 : 1,
  };
}

function completionSource(assist: Assist) {
  return (context: CompletionContext) => {
    const {state, pos} = context;
    if (tooLong(state.doc)) return null;
    const found = cursorContext(state.doc.toString(), pos, assist.model);
    if (!found) return null;
    // An option key only once the reader starts it, or asks.
    if (found.kind === 'option' && found.from === pos && !context.explicit) return null;
    const names = completionNames(found, assist.model);
    if (!names.length) return null;
    return {
      from: found.from,
      options: names.map((name) => completionOf(assist, name)),
      validFor: /^[\w$]*$/,
    };
  };
}

// ---- the docs of a name: hover, or the keyboard

function useAt(assist: Assist, state: EditorState, pos: number): ApiUse | undefined {
  if (tooLong(state.doc)) return undefined;
  return analysisOf(assist, state.doc).uses.find(
    (use) => use.entry && use.span.from <= pos && pos <= use.span.to,
  );
}

function tooltipOf(assist: Assist, use: ApiUse): Tooltip {
  const entry = entryOf(assist, use.entry!.key);
  return {
    pos: use.span.from,
    end: use.span.to,
    above: true,
    create: () => ({
      dom: docsElement({
        signature: entry?.[0] ?? use.written,
        summary: entry?.[1] ?? '',
        since: entry?.[2],
        legacy: use.entry?.badges?.includes('legacy') ?? false,
        href: hrefOf(assist, use),
      }),
    }),
  };
}

const showDocs = StateEffect.define<Tooltip | null>();

/** The docs tooltip the keyboard opened; it closes when the text or the cursor moves. */
const keyboardDocs = StateField.define<Tooltip | null>({
  create: () => null,
  update(tooltip, transaction) {
    for (const effect of transaction.effects) if (effect.is(showDocs)) return effect.value;
    return transaction.docChanged || transaction.selection ? null : tooltip;
  },
  provide: (field) => showTooltip.from(field),
});

function docsAtCursor(assist: Assist) {
  return (view: EditorView): boolean => {
    const use = useAt(assist, view.state, view.state.selection.main.head);
    if (!use) return false;
    const entry = entryOf(assist, use.entry!.key);
    view.dispatch({
      effects: [
        showDocs.of(tooltipOf(assist, use)),
        // The tooltip is not focusable; a screen reader hears it instead.
        EditorView.announce.of(entry ? `${entry[0]}. ${entry[1]}` : use.written),
      ],
    });
    return true;
  };
}

// ---- diagnostics

function positionOf(doc: Text, finding: Finding): {from: number; to: number} {
  if (finding.span) return finding.span;
  const line = doc.line(Math.min(Math.max(finding.line, 1), doc.lines));
  const from = Math.min(line.from + finding.column, line.to);
  return {from, to: Math.min(from + 1, line.to)};
}

function diagnosticOf(assist: Assist, doc: Text, finding: Finding): Diagnostic {
  const {from, to} = positionOf(doc, finding);
  const closest = finding.closest;
  const actions: Action[] = closest
    ? [
        {
          name: replaceWith(closest),
          apply: (view, start, end) =>
            view.dispatch({changes: {from: start, to: end, insert: closest}}),
        },
      ]
    : [];
  return {
    from,
    to,
    severity: finding.severity,
    message: findingText(finding, assist.sourceTypes),
    actions,
  };
}

function check(assist: Assist) {
  return (view: EditorView): Diagnostic[] => {
    const doc = view.state.doc;
    if (tooLong(doc)) {
      view.dispatch({
        effects: setStatus.of({
          text: statusText.tooLong(doc.length, MAX_ASSISTED_CHARACTERS),
          tone: 'problem',
        }),
      });
      return [];
    }
    const analysis = analysisOf(assist, doc);
    const findings = findingsOf(analysis);
    const syntax = findings.find((finding) => finding.rule === 'syntax');
    const errors = findings.filter((finding) => finding.severity === 'error').length;
    const status = syntax
      ? {text: statusText.notParsed(syntax.line), tone: 'problem' as const}
      : {
          text: statusText.checked({
            uses: analysis.uses.length,
            errors,
            warnings: findings.length - errors,
          }),
          keys: statusText.keys(),
          tone: errors ? ('problem' as const) : ('neutral' as const),
        };
    view.dispatch({effects: setStatus.of(status)});
    // A script that does not parse is not checked, as check_code does: only where it stops.
    const shown = findings.filter(
      (finding) => finding.rule === 'syntax' || !analysis.syntaxErrors.length,
    );
    const diagnostics = shown.map((finding) => diagnosticOf(assist, doc, finding));
    // For `npm run bench:editor` and the browser's performance panel.
    performance.mark('api-help:checked');
    return diagnostics;
  };
}

/**
 * Ctrl/Cmd+K opens the site's search anywhere else (a listener on the
 * window); in the editor it starts the docs chord, so it goes no further.
 * CodeMirror's own handlers stop at its keymap, hence a listener of ours.
 */
const keepSearchShortcutOut = ViewPlugin.define((view) => {
  const stop = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.stopPropagation();
    }
  };
  view.contentDOM.addEventListener('keydown', stop);
  return {destroy: () => view.contentDOM.removeEventListener('keydown', stop)};
});

const theme = EditorView.baseTheme({
  '.cm-api-docs': {maxWidth: 'min(36rem, 90vw)', padding: '0.25rem 0.5rem', lineHeight: 1.45},
  '.cm-api-docs code': {
    display: 'block',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontSize: '0.85em',
    marginBottom: '0.25rem',
  },
  '.cm-api-docs p': {margin: '0.25rem 0', whiteSpace: 'normal'},
  '.cm-api-docs-meta': {fontSize: '0.85em', opacity: 0.85},
  '.cm-api-status': {
    padding: '0.25rem 0.5rem',
    fontSize: '0.8rem',
    fontFamily: 'var(--ifm-font-family-base)',
    whiteSpace: 'normal',
  },
  '.cm-api-status[data-tone="problem"]': {fontWeight: 600},
  '.cm-tooltip-autocomplete .cm-completionDetail': {
    display: 'inline-block',
    maxWidth: '16rem',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'bottom',
  },
  '.cm-tooltip.cm-completionInfo': {maxWidth: 'min(36rem, 90vw)'},
});

/** Everything the help adds to an editor. */
export function assistExtensions(): Extension {
  const assist: Assist = {
    data,
    model: new ApiModel(data.pages, data.namespace),
    sourceTypes: Object.keys(SOURCE_TYPES).join(', '),
  };
  const sources = [{autocomplete: completionSource(assist)}];
  return [
    statusLine(statusText.checking()),
    autocompletion({activateOnTypingDelay: 0}),
    // One source for the editor's life: the completion state tells sources apart by identity.
    EditorState.languageData.of(() => sources),
    hoverTooltip((view, pos) => {
      const use = useAt(assist, view.state, pos);
      return use ? tooltipOf(assist, use) : null;
    }),
    keyboardDocs,
    keymap.of([{key: 'Mod-k Mod-i', run: docsAtCursor(assist)}]),
    keepSearchShortcutOut,
    linter(check(assist), {delay: CHECK_DELAY}),
    theme,
  ];
}
