import type {ReactNode} from 'react';
import Root from '@theme-original/Root';
import type RootType from '@theme/Root';
import type {WrapperProps} from '@docusaurus/types';

import {AiWidgetProvider} from '@site/src/components/AiWidget';
import {HeaderMenusProvider} from '@site/src/components/HeaderMenus';
import {useRetryQueuedFeedback} from '@site/src/lib/pageFeedback/useRetryQueuedFeedback';
import ScriptFailureNotice from '@site/src/components/ScriptFailureNotice';
import OfflineUpdatePrompt from '@theme/OfflineUpdatePrompt';
import {SessionProvider} from '@site/src/session';

type Props = WrapperProps<typeof RootType>;

/** Page feedback a failed POST left queued is sent again from the next page. */
function QueuedFeedbackRetry(): null {
  useRetryQueuedFeedback();
  return null;
}

/**
 * Root stays mounted across client-side navigation, so the providers here
 * live for the whole page load: one session request, one AI widget load,
 * a retry of queued page feedback on each page.
 */
export default function RootWrapper(props: Props): ReactNode {
  return (
    <SessionProvider>
      <HeaderMenusProvider>
        <AiWidgetProvider>
          <ScriptFailureNotice />
          <QueuedFeedbackRetry />
          <Root {...props} />
          <OfflineUpdatePrompt />
        </AiWidgetProvider>
      </HeaderMenusProvider>
    </SessionProvider>
  );
}
