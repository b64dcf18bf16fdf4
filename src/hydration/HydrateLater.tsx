import {Suspense, type ReactNode} from 'react';

/**
 * Leaves its children's server HTML in place while React hydrates the page,
 * and hydrates them afterwards in short slices, or at once when the reader
 * interacts with them. React skips a Suspense boundary during the first
 * hydration pass and comes back to it at its lowest priority. Content that
 * a phone removes right after hydration (the desktop sidebar and table of
 * contents) is then removed without ever being hydrated, and its effects
 * never run.
 */
export default function HydrateLater({children}: {children: ReactNode}): ReactNode {
  return <Suspense>{children}</Suspense>;
}
