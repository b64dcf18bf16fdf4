/**
 * The API help of an example's editor, as one CodeMirror extension:
 * completions, the docs of a name (hover or Ctrl/Cmd+K Ctrl/Cmd+I) and the
 * `check_code` diagnostics as the reader types, with a status line under
 * the editor. It and the locale's API data (`@api-pages/code-assist.json`)
 * are part of the editor's own chunk, which loads only when a reader opens
 * an editor: no page carries more JavaScript, not even a chunk's name.
 */
export {assistExtensions as apiCodeAssist} from './assist';
