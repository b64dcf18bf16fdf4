/**
 * What the bar adds to DocSearch's dialog, with DocSearch's own classes so
 * they look like the dialog's screens.
 */
import type {ReactNode} from 'react';

import {dialogInput, typeInto} from './hooks/typeInto';

/** The error screen for a failed search. */
export function ErrorScreen({
  translations,
}: {
  translations: {titleText?: string; helpText?: string} | undefined;
}): ReactNode {
  return (
    <div className="DocSearch-ErrorScreen site-search-error" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg
          width="40"
          height="40"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          aria-hidden="true">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7.5v5.5M12 16.5v.01" />
        </svg>
      </div>
      <p className="DocSearch-Title">{translations?.titleText}</p>
      <p className="DocSearch-Help">{translations?.helpText}</p>
    </div>
  );
}

/** Suggested queries under the no-results title; a click puts one in the input. */
export function Suggestions({
  title,
  names,
}: {
  title: string | undefined;
  names: readonly string[];
}): ReactNode {
  const prefill = (name: string) => {
    const input = dialogInput();
    if (input) {
      typeInto(input, `${name.toLowerCase()} `);
    }
  };
  return (
    <div className="DocSearch-NoResults-Prefill-List site-search-suggestions">
      <p className="DocSearch-Help">{title}:</p>
      <div className="DocSearch-NoResults-Prefill-List-Items">
        {names.map((name) => (
          <p key={name}>
            <button className="DocSearch-Prefill" type="button" onClick={() => prefill(name)}>
              {name}
            </button>
          </p>
        ))}
      </div>
    </div>
  );
}

/** The start screen when the reader has no recent or favourite searches yet. */
export function NoRecentSearches({text}: {text: string}): ReactNode {
  return (
    <div className="DocSearch-StartScreen site-search-start">
      <p className="DocSearch-Help">{text}</p>
    </div>
  );
}
