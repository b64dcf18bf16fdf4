import {useEffect, useRef, type ReactNode} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import {indentWithTab} from '@codemirror/commands';
import {html} from '@codemirror/lang-html';
import {Annotation, Compartment, EditorState, Prec} from '@codemirror/state';
import {HighlightStyle, syntaxHighlighting} from '@codemirror/language';
import {oneDarkHighlightStyle, oneDarkTheme} from '@codemirror/theme-one-dark';
import {EditorView, keymap} from '@codemirror/view';
import {basicSetup} from 'codemirror';
import {apiCodeAssist} from '@theme/ApiCodeAssist';

import styles from './styles.module.css';

/**
 * One Dark with its grey (comments, doctype) and red (tag names) lightened:
 * as shipped they fall short of 4.5:1 on its background.
 */
const READABLE_COLOURS: Readonly<Record<string, string>> = {
  '#7d8799': '#9da5b4',
  '#e06c75': '#ef9aa1',
};
const darkTheme = [
  oneDarkTheme,
  syntaxHighlighting(
    HighlightStyle.define(
      oneDarkHighlightStyle.specs.map((spec) => {
        const colour = typeof spec.color === 'string' ? READABLE_COLOURS[spec.color] : undefined;
        return colour ? {...spec, color: colour} : spec;
      }),
      {themeType: 'dark'},
    ),
  ),
];

/** Marks text set from outside (reset, a token arriving): not an edit to report back. */
const fromOutside = Annotation.define<boolean>();

interface Props {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onRun: () => void;
  /** The editor's accessible name. */
  readonly label: string;
}

/**
 * CodeMirror 6 on an example's page: HTML with its scripts and styles
 * highlighted, line numbers, search (Ctrl/Cmd+F), Ctrl/Cmd+Enter to run,
 * Tab indents (Escape then Tab leaves the editor), the dark theme when
 * the site is dark, and the API reference's help (completions, docs,
 * diagnostics). Loaded only when a reader opens the editor.
 */
export default function CodeEditor({value, onChange, onRun, label}: Props): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const theme = useRef(new Compartment());
  const callbacks = useRef({onChange, onRun});
  callbacks.current = {onChange, onRun};
  const {colorMode} = useColorMode();
  const dark = colorMode === 'dark';

  useEffect(() => {
    if (!host.current) return undefined;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          Prec.highest(
            keymap.of([
              {
                key: 'Mod-Enter',
                run: () => {
                  callbacks.current.onRun();
                  return true;
                },
              },
            ]),
          ),
          basicSetup,
          keymap.of([indentWithTab]),
          html(),
          apiCodeAssist(),
          EditorView.lineWrapping,
          theme.current.of(dark ? darkTheme : []),
          EditorView.contentAttributes.of({'aria-label': label}),
          EditorView.updateListener.of((update) => {
            if (
              update.docChanged &&
              !update.transactions.some((tr) => tr.annotation(fromOutside))
            ) {
              callbacks.current.onChange(update.state.doc.toString());
            }
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is created once; later values and themes are dispatched below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    view.current?.dispatch({effects: theme.current.reconfigure(dark ? darkTheme : [])});
  }, [dark]);

  // A value from outside (reset, a token arriving): replace the text.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({
        changes: {from: 0, to: editor.state.doc.length, insert: value},
        annotations: fromOutside.of(true),
      });
    }
  }, [value]);

  return <div ref={host} className={styles.editor} data-testid="example-editor" />;
}
