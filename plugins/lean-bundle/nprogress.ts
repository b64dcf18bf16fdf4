/**
 * Stands in for the classic theme's client module of the same name (see
 * `index.ts`): the bar at the top of the page while a client-side
 * navigation takes longer than 200 ms. The theme imports the progress-bar
 * library on every page load; here it is loaded the first time a
 * navigation is that slow, which most visits never have.
 */
import '@docusaurus/theme-classic/lib/nprogress.css';
import type nprogress from 'nprogress';

type ProgressBar = typeof nprogress;

const DELAY_MS = 200;

let bar: ProgressBar | null = null;
let loading: Promise<ProgressBar> | null = null;
/** True from a route change until the new page is rendered. */
let navigating = false;

function loadBar(): Promise<ProgressBar> {
  loading ??= import(/* webpackChunkName: "nprogress" */ 'nprogress').then(({default: loaded}) => {
    loaded.configure({showSpinner: false});
    bar = loaded;
    return loaded;
  });
  return loading;
}

const clientModule = {
  onRouteUpdate({
    location,
    previousLocation,
  }: {
    location: {pathname: string};
    previousLocation: {pathname: string} | null;
  }): (() => void) | undefined {
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      navigating = true;
      const timeout = window.setTimeout(() => {
        loadBar().then(
          (loaded) => {
            if (navigating) {
              loaded.start();
            }
          },
          // Without the bar, navigation works the same.
          () => undefined,
        );
      }, DELAY_MS);
      return () => window.clearTimeout(timeout);
    }
    return undefined;
  },
  onRouteDidUpdate(): void {
    navigating = false;
    bar?.done();
  },
};
export default clientModule;
