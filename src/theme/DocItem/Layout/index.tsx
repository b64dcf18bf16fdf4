import type {ReactNode} from 'react';
import Layout from '@theme-original/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import {useHideAiWidget} from '@site/src/components/AiWidget';

type Props = WrapperProps<typeof LayoutType>;

/** Doc pages with `hide_ai_widget: true` in front matter go without the AI widget. */
export default function LayoutWrapper(props: Props): ReactNode {
  const {frontMatter} = useDoc();
  useHideAiWidget((frontMatter as {hide_ai_widget?: unknown}).hide_ai_widget === true);
  return <Layout {...props} />;
}
