/**
 * The API help of an example's editor, as one CodeMirror extension: a
 * status line at once, then, when its code and the locale's API data have
 * loaded (`./assist`, `@api-pages/code-assist.json`: only once an editor
 * opens), completions, the docs of a name (hover or Ctrl/Cmd+K Ctrl/Cmd+I)
 * and the `check_code` diagnostics as the reader types. Offline without the
 * cached chunks, the status line says the help is off; the editor still works.
 */
import {Compartment, type Extension} from '@codemirror/state';
import type {EditorView} from '@codemirror/view';
import {ViewPlugin} from '@codemirror/view';

import {statusLine, setStatus} from './status';
import {statusText} from './words';

const loadAssist = () => import(/* webpackChunkName: "api-code-assist" */ './assist');

export function apiCodeAssist(): Extension {
  const features = new Compartment();
  const loader = ViewPlugin.define((view: EditorView) => {
    let destroyed = false;
    loadAssist()
      .then((module) => module.assistExtensions())
      .then(
        (extensions) => {
          if (!destroyed) view.dispatch({effects: features.reconfigure(extensions)});
        },
        () => {
          if (!destroyed) view.dispatch({effects: setStatus.of({text: statusText.failed()})});
        },
      );
    return {
      destroy() {
        destroyed = true;
      },
    };
  });
  return [statusLine(statusText.loading()), features.of([]), loader];
}
