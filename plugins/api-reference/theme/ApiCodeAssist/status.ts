/**
 * The line under the editor that says what the API help is doing: loading,
 * off (and why), paused on a syntax error, or how many problems it found.
 * A polite live region, so a screen reader hears a change without losing
 * its place.
 */
import {StateEffect, StateField} from '@codemirror/state';
import {showPanel, type EditorView, type Panel} from '@codemirror/view';

export interface Status {
  readonly text: string;
  /** The keys of the help, said once it works. */
  readonly keys?: string;
  readonly tone?: 'neutral' | 'problem';
}

export const setStatus = StateEffect.define<Status>();

function render(dom: HTMLElement, status: Status): void {
  const text = status.keys ? `${status.text} ${status.keys}` : status.text;
  if (dom.textContent !== text) dom.textContent = text;
  dom.dataset.tone = status.tone ?? 'neutral';
}

export function statusLine(initial: string) {
  const field = StateField.define<Status>({
    create: () => ({text: initial}),
    update(status, transaction) {
      for (const effect of transaction.effects) if (effect.is(setStatus)) return effect.value;
      return status;
    },
  });
  // One panel for the editor's life: a live region is heard when its text changes, not when it is inserted.
  const panel = (view: EditorView): Panel => {
    const dom = document.createElement('div');
    dom.className = 'cm-api-status';
    dom.setAttribute('role', 'status');
    dom.dataset.testid = 'api-help-status';
    render(dom, view.state.field(field));
    return {
      dom,
      update(update) {
        render(dom, update.state.field(field));
      },
    };
  };
  return [field, showPanel.of(panel)];
}
