import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Line/Token';

import {isPlainToken} from '@site/plugins/code-highlighting/client';

/**
 * A token of a code line. A plain one (see `simplifyLine`, which
 * the code block's content applies) is bare text: a `<span>` would add
 * markup and an element without changing how it looks.
 */
export default function CodeBlockLineToken({line: _line, token, ...props}: Props): ReactNode {
  return isPlainToken(token) ? props.children : <span {...props} />;
}
