import type {FormEvent, ReactNode} from 'react';

import {pageParts, type PageParts} from './prefill';

/**
 * A form that posts the page to a playground's documented prefill
 * endpoint in a new tab. Its fields are filled when it is submitted, from
 * the code at that moment (the submit event comes before the form's data
 * is read).
 */
export default function PrefillForm({
  action,
  fields,
  code,
  label,
  testId,
}: {
  action: string;
  fields: (parts: PageParts) => Record<string, string>;
  code: string;
  label: ReactNode;
  testId: string;
}): ReactNode {
  function fill(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    for (const input of Array.from(form.querySelectorAll('input[type="hidden"]'))) {
      input.remove();
    }
    for (const [name, value] of Object.entries(fields(pageParts(code)))) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
  }
  return (
    <form
      action={action}
      method="post"
      target="_blank"
      rel="noopener noreferrer"
      onSubmit={fill}
      data-testid={testId}>
      <button type="submit" className="button button--sm button--secondary">
        {label}
      </button>
    </form>
  );
}
