import type {ReactNode} from 'react';

/** Stands in for @docusaurus/Link in unit tests: a plain anchor to the same path. */
export default function Link({to, children}: {to: string; children?: ReactNode}): ReactNode {
  return <a href={to}>{children}</a>;
}
