import type {FormEvent, ReactNode} from 'react';

import type * as PrefillModule from './prefill';
import {PREFILL_SITES, type PrefillSite} from './prefillActions';

type Prefill = typeof PrefillModule;

let loaded: Prefill | null = null;
/** The page splitting is loaded when a reader points at or focuses a button. */
async function loadPrefill(): Promise<Prefill> {
  loaded ??= await import('./prefill');
  return loaded;
}

/**
 * A form that posts the page to a playground's documented prefill
 * endpoint in a new tab. Its fields are filled when it is submitted, from
 * the code at that moment: the submit event comes before the form's data
 * is read, so with the splitting code at hand nothing waits; otherwise it
 * is loaded first and the form sent right after.
 */
export default function PrefillForm({
  site,
  code,
  label,
}: {
  site: PrefillSite;
  code: string;
  label: ReactNode;
}): ReactNode {
  const {action, fields} = PREFILL_SITES[site];

  function fill(target: HTMLFormElement, prefill: Prefill) {
    for (const input of Array.from(target.querySelectorAll('input[type="hidden"]'))) {
      input.remove();
    }
    for (const [name, value] of Object.entries(prefill[fields](prefill.pageParts(code)))) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      target.append(input);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const target = event.currentTarget;
    if (loaded) {
      fill(target, loaded);
      return;
    }
    event.preventDefault();
    void loadPrefill().then((prefill) => {
      fill(target, prefill);
      target.submit();
    });
  }

  const preload = () => void loadPrefill();
  return (
    <form
      action={action}
      method="post"
      target="_blank"
      rel="noopener noreferrer"
      onSubmit={onSubmit}
      data-testid={`example-${site}`}>
      <button
        type="submit"
        className="button button--sm button--secondary"
        onPointerEnter={preload}
        onFocus={preload}>
        {label}
      </button>
    </form>
  );
}
