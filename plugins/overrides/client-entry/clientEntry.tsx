import {startTransition, type ReactNode} from 'react';

import {holdHeadWrites} from '../head/headWrites';
import {HeadWritesAfterHydration} from './HeadWritesAfterHydration';
import {chunksInShortTasks, nextTask} from './startupTasks';

/**
 * Set when the dev server's hot reload replaces this module. An edit can
 * bring several updates in a row; a start still under way in a replaced
 * module stops at its next stage and leaves the render to the newer one
 * (its imports would come from a disposed module).
 */
let replaced = false;

class Replaced extends Error {}

async function nextStage(): Promise<void> {
  await nextTask();
  if (replaced) throw new Replaced('this client entry was replaced by a hot update');
}

/**
 * Replaces `@docusaurus/core`'s client entry (see `index.ts`), which does the
 * same work in one task: evaluating React DOM, the route table and every
 * theme module, matching the route, then starting hydration. On a phone that
 * task is the longest of the page load, and no tap or paint can come between.
 * Here each stage starts in a task of its own. The modules stay in the main
 * bundle (`eager` imports: no extra request); only their evaluation moves.
 */
async function start(): Promise<void> {
  // The bundle's own evaluation (its module table) is the first task.
  await nextStage();
  const {createRoot, hydrateRoot} = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextStage();
  const {default: docusaurus} = await import(
    /* webpackMode: "eager" */ '@docusaurus/core/lib/client/docusaurus.js'
  );
  window.docusaurus = docusaurus;
  await nextStage();
  // The route table first, so that this page's chunks are requested before
  // the theme is evaluated, and download meanwhile.
  const [{default: routes}, {matchRoutes}, {default: siteConfig}] = await Promise.all([
    import(/* webpackMode: "eager" */ '@generated/routes'),
    import(/* webpackMode: "eager" */ 'react-router-config'),
    import(/* webpackMode: "eager" */ '@generated/docusaurus.config'),
  ]);
  await nextStage();
  // What the core's `preload` does, in two tasks: find the routes of this
  // page (the first match compiles each route's pattern it passes), then
  // request their chunks.
  const {pathname} = window.location;
  const matches = [...new Set([pathname, decodeURI(pathname)])].flatMap((path) =>
    matchRoutes(routes, path),
  );
  await nextStage();
  let themeEvaluated: () => void = () => undefined;
  const theme = new Promise<void>((resolve) => {
    themeEvaluated = resolve;
  });
  const chunksLoaded = chunksInShortTasks(theme, () =>
    Promise.all(matches.map(({route}) => route.component?.preload?.())),
  );
  // Awaited below; a failure is not unhandled meanwhile.
  chunksLoaded.catch(() => undefined);
  await nextStage();
  const {BrowserRouter, HashRouter} = await import(/* webpackMode: "eager" */ 'react-router-dom');
  await nextStage();
  // The site's client modules (stylesheets, the theme's and plugins' scripts).
  await import(/* webpackMode: "eager" */ '@generated/client-modules');
  await nextStage();
  // The theme's page layout: navigation bar, footer, their contexts.
  await import(/* webpackMode: "eager" */ '@theme/Layout');
  await nextStage();
  // The app, and what is left of the theme.
  const {default: App} = await import(
    /* webpackMode: "eager" */ '@docusaurus/core/lib/client/App.js'
  );
  themeEvaluated();
  await chunksLoaded;
  if (replaced) return;

  const app: ReactNode = (
    <HeadWritesAfterHydration>
      {siteConfig.future.experimental_router === 'hash' ? (
        <HashRouter>
          <App />
        </HashRouter>
      ) : (
        <BrowserRouter>
          <App />
        </BrowserRouter>
      )}
    </HeadWritesAfterHydration>
  );
  const container = document.getElementById('__docusaurus');
  if (!container) {
    return;
  }
  const onRecoverableError = (error: unknown, errorInfo: unknown) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  startTransition(() => {
    if (window.docusaurusRoot) {
      window.docusaurusRoot.render(app);
    } else if (process.env.HYDRATE_CLIENT_ENTRY) {
      holdHeadWrites();
      window.docusaurusRoot = hydrateRoot(container, app, {onRecoverableError});
    } else {
      const root = createRoot(container, {onRecoverableError});
      root.render(app);
      window.docusaurusRoot = root;
    }
  });
}

start().catch((error: unknown) => {
  if (!(error instanceof Replaced)) throw error;
});

// The dev server's hot reload runs this module again with the root in place.
const hotModule = module as typeof module & {
  hot?: {accept: () => void; dispose: (callback: () => void) => void};
};
if (hotModule.hot) {
  hotModule.hot.accept();
  hotModule.hot.dispose(() => {
    replaced = true;
  });
}
