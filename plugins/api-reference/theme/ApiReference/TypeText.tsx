import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import typeLinks from '@api-pages/type-links.json';

import {useProductText} from '@site/src/config/useSiteSettings';
import {linkTypes} from '@site/src/model/api/signature';

/** A type expression or signature with every documented type name linked to its entry. */
export default function TypeText({text}: {text: string}): ReactNode {
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

/**
 * A signature line. Signatures are built from the entries' names around the
 * library's namespace token (`%product%gl.Map`), which is replaced here.
 */
export function Signature({text}: {text: string}): ReactNode {
  const productText = useProductText();
  return (
    <pre className="api-signature" data-api-signature>
      <code>
        <TypeText text={productText(text)} />
      </code>
    </pre>
  );
}
