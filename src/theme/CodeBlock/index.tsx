import {Children, isValidElement, type ReactNode} from 'react';
import type CodeBlockType from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';

import {
  ACCESS_TOKEN_PLACEHOLDER,
  codeBlockLanguage,
  highlightsLinesByNumber,
  withAccessToken,
} from '@site/src/lib/accessTokenInCode';
import {useSiteSettings} from '@site/src/config/useSiteSettings';
import {usePublicToken} from '@site/src/session';

type Props = WrapperProps<typeof CodeBlockType>;

/** The block's text when it is plain text (possibly split into several strings). */
function plainText(children: ReactNode): string | null {
  const parts = Children.toArray(children);
  if (parts.some((part) => isValidElement(part) || typeof part !== 'string')) {
    return null;
  }
  return parts.join('');
}

/**
 * The classic theme's code block dispatch, without its remount after
 * hydration (a `key` that changes when the page hydrates): that remount
 * rendered every block twice on a full page load. Blocks now keep the
 * server's markup while it is right (`plugins/code-highlighting`).
 */
function CodeBlock({children, ...props}: Props): ReactNode {
  const text = plainText(children);
  return text === null ? (
    <ElementContent {...props}>{children}</ElementContent>
  ) : (
    <StringContent {...props}>{text}</StringContent>
  );
}

function TokenisedCodeBlock({code, ...props}: Props & {code: string}): ReactNode {
  const token = usePublicToken();
  // The production console, wherever the page is served: code a reader copies
  // names the place tokens are really made, and the comment reads the same in
  // the server's HTML and in the browser, so a signed-out reader's blocks keep
  // their server highlighting (no highlighter download at hydration).
  const accessTokensUrl = `${useSiteSettings().hosts.production.console}/account/access-tokens/`;
  const hint = translate(
    {
      id: 'code.accessToken.hint',
      message: 'Sign in to see your access token here, or create one at {url}',
      description: 'Comment added to code samples next to the access-token placeholder',
    },
    {url: accessTokensUrl},
  );
  const text = withAccessToken(code, {
    token,
    language: codeBlockLanguage(props),
    hint,
    placement: highlightsLinesByNumber(props.metastring) ? 'end' : 'above',
  });
  return <CodeBlock {...props}>{text}</CodeBlock>;
}

/**
 * Code samples that contain the access-token placeholder show the signed-in
 * reader's public token, and a comment on how to get one otherwise. The
 * token only ever enters the page in the browser, never the static HTML.
 */
export default function CodeBlockWrapper(props: Props): ReactNode {
  const code = plainText(props.children);
  if (code === null || !code.includes(ACCESS_TOKEN_PLACEHOLDER)) {
    return <CodeBlock {...props} />;
  }
  return <TokenisedCodeBlock {...props} code={code} />;
}
