import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {linkTypes} from '@site/src/lib/apiReference/signature';
import {useApiReferenceData} from './useApiReferenceData';

/** A type expression or signature with every documented type name linked to its entry. */
export default function TypeText({text}: {text: string}): ReactNode {
  const {typeLinks} = useApiReferenceData();
  return linkTypes(text, typeLinks).map((part, index) =>
    part.href ? (
      <Link key={index} to={part.href}>
        {part.text}
      </Link>
    ) : (
      part.text
    ),
  );
}

export function Signature({text}: {text: string}): ReactNode {
  return (
    <pre className="api-signature" data-api-signature>
      <code>
        <TypeText text={text} />
      </code>
    </pre>
  );
}
