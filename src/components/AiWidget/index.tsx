import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {useSiteSettings} from '@site/src/config/useSiteSettings';
import {useRuntimeHosts, useSession} from '@site/src/session';
import {browserIsOffline} from '@site/src/lib/browserOffline';

/** Marks the widget's script tag; the widget marks its own root `data-ai-widget`. */
const SCRIPT_ATTRIBUTE = 'data-ai-widget-loader';

interface AiWidgetVisibility {
  readonly setHiddenByPage: (hidden: boolean) => void;
}

const AiWidgetContext = createContext<AiWidgetVisibility | null>(null);

/** Adds the widget's script once, with the reader's client settings. */
function loadWidgetScript(
  url: string,
  settings: {userId?: string; email?: string; locale: string},
): void {
  if (document.querySelector(`script[${SCRIPT_ATTRIBUTE}]`)) {
    return;
  }
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  script.setAttribute(SCRIPT_ATTRIBUTE, '');
  script.dataset.locale = settings.locale;
  if (settings.userId) {
    script.dataset.userId = settings.userId;
    script.dataset.userEmail = settings.email ?? '';
  }
  // The widget adds its root (marked `data-ai-widget`) when it runs: from
  // then on the page keeps a bar free for its launcher (src/css/custom.css).
  const observer = new MutationObserver(() => {
    if (document.querySelector('[data-ai-widget]')) {
      document.documentElement.setAttribute('data-ai-widget-shown', '');
      observer.disconnect();
    }
  });
  observer.observe(document.body, {childList: true});
  script.addEventListener('error', () => {
    observer.disconnect();
    console.warn(`The AI widget script could not be loaded from ${url}.`);
  });
  document.body.append(script);
}

/**
 * Loads the AI question-and-answer widget on every page unless the site
 * switch is off, no script URL is configured, or the page hides it (front
 * matter `hide_ai_widget: true`, or `useHideAiWidget()` in a React page).
 * It waits for the session so a signed-in reader's id and email reach the
 * widget as client settings.
 */
export function AiWidgetProvider({children}: {children: ReactNode}): ReactNode {
  const settings = useSiteSettings();
  const {i18n} = useDocusaurusContext();
  const session = useSession();
  const {hosts, resolved} = useRuntimeHosts();
  const [hiddenByPage, setHiddenByPage] = useState(false);
  const loaded = useRef(false);

  useEffect(() => {
    // A widget loaded on an earlier page is hidden, not removed, on pages that hide it.
    document.documentElement.toggleAttribute('data-ai-widget-hidden', hiddenByPage);
    if (loaded.current || hiddenByPage || session === undefined || !resolved) {
      return;
    }
    const {aiWidgetScript} = hosts;
    // Offline (a saved copy of the docs), the widget could neither load nor answer.
    if (!settings.aiWidgetEnabled || !aiWidgetScript || browserIsOffline()) {
      return;
    }
    loaded.current = true;
    loadWidgetScript(aiWidgetScript, {
      userId: session ? session.id : undefined,
      email: session ? session.email : undefined,
      locale: i18n.currentLocale,
    });
  }, [settings, session, hiddenByPage, i18n.currentLocale, resolved, hosts]);

  const value = useMemo(() => ({setHiddenByPage}), []);
  return <AiWidgetContext.Provider value={value}>{children}</AiWidgetContext.Provider>;
}

/** Hides the AI widget while the calling page is shown. */
export function useHideAiWidget(hidden = true): void {
  const context = useContext(AiWidgetContext);
  if (!context) {
    throw new Error('Hook useHideAiWidget is called outside the <AiWidgetProvider>.');
  }
  const {setHiddenByPage} = context;
  useEffect(() => {
    setHiddenByPage(hidden);
    return () => setHiddenByPage(false);
  }, [hidden, setHiddenByPage]);
}
