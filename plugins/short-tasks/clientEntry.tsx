import {startTransition, type ReactNode} from 'react';

import {HeadWritesAfterHydration, holdHeadWritesUntilHydrated} from './HeadWritesAfterHydration';

/**
 * Replaces `@docusaurus/core`'s client entry (see `index.ts`), which does the
 * same work in one task: evaluating React DOM, the route table and every
 * theme module, matching the route, then starting hydration. On a phone that
 * task is the longest of the page load, and no tap or paint can come between.
 * Here each stage starts in a task of its own. The modules stay in the main
 * bundle (`eager` imports: no extra request); only their evaluation moves.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

async function start(): Promise<void> {
  // The bundle's own evaluation (its module table) is the first task.
  await nextTask();
  const {createRoot, hydrateRoot} = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const {default: docusaurus} = await import(
    /* webpackMode: "eager" */ '@docusaurus/core/lib/client/docusaurus.js'
  );
  window.docusaurus = docusaurus;
  await nextTask();
  const [
    {default: App},
    {default: routes},
    {matchRoutes},
    {HelmetProvider},
    {BrowserRouter, HashRouter},
    {default: siteConfig},
  ] = await Promise.all([
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App.js'),
    import(/* webpackMode: "eager" */ '@generated/routes'),
    import(/* webpackMode: "eager" */ 'react-router-config'),
    import(/* webpackMode: "eager" */ 'react-helmet-async'),
    import(/* webpackMode: "eager" */ 'react-router-dom'),
    import(/* webpackMode: "eager" */ '@generated/docusaurus.config'),
  ]);
  await nextTask();
  // What the core's `preload` does, in two tasks: find the routes of this
  // page (the first match compiles each route's pattern it passes), then
  // load their chunks.
  const {pathname} = window.location;
  const matches = [...new Set([pathname, decodeURI(pathname)])].flatMap((path) =>
    matchRoutes(routes, path),
  );
  await nextTask();
  await Promise.all(matches.map(({route}) => route.component?.preload?.()));

  const app: ReactNode = (
    <HeadWritesAfterHydration>
      <HelmetProvider>
        {siteConfig.future.experimental_router === 'hash' ? (
          <HashRouter>
            <App />
          </HashRouter>
        ) : (
          <BrowserRouter>
            <App />
          </BrowserRouter>
        )}
      </HelmetProvider>
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
      holdHeadWritesUntilHydrated();
      window.docusaurusRoot = hydrateRoot(container, app, {onRecoverableError});
    } else {
      const root = createRoot(container, {onRecoverableError});
      root.render(app);
      window.docusaurusRoot = root;
    }
  });
}

void start();

// The dev server's hot reload runs this module again with the root in place.
const hotModule = module as typeof module & {hot?: {accept: () => void}};
if (hotModule.hot) {
  hotModule.hot.accept();
}
