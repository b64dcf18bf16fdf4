import type {ClientModule} from '@docusaurus/types';
import '@docusaurus/theme-classic/lib/nprogress.css';

/*
 * Stands in for the classic theme's client module of the same name, which
 * shows nprogress's bar when a client-side navigation takes over 200 ms.
 * This draws the same bar (`#nprogress .bar .peg`, the theme's stylesheet)
 * without the library (1.6 KiB gzip of every page's main script): it
 * creeps towards the end while the page loads, fills and fades once there.
 */

const DELAY_MS = 200;
const CREEP_MS = 300;
const FADE_MS = 300;

let bar: HTMLElement | null = null;
let creeping: number | undefined;

function show(progress: number): void {
  const fill = bar?.firstElementChild as HTMLElement | null | undefined;
  if (fill) {
    fill.style.transform = `translate3d(${(progress - 1) * 100}%, 0, 0)`;
  }
}

function start(): void {
  if (bar) {
    return;
  }
  bar = document.createElement('div');
  bar.id = 'nprogress';
  bar.innerHTML = '<div class="bar"><div class="peg"></div></div>';
  const fill = bar.firstElementChild as HTMLElement;
  fill.style.transition = `transform ${CREEP_MS}ms ease`;
  document.body.appendChild(bar);
  let progress = 0.08;
  show(progress);
  creeping = window.setInterval(() => {
    progress += (0.95 - progress) * 0.1;
    show(progress);
  }, CREEP_MS);
}

function done(): void {
  window.clearInterval(creeping);
  const finished = bar;
  bar = null;
  if (!finished) {
    return;
  }
  const fill = finished.firstElementChild as HTMLElement;
  fill.style.transform = 'translate3d(0, 0, 0)';
  finished.style.transition = `opacity ${FADE_MS}ms linear ${FADE_MS}ms`;
  finished.style.opacity = '0';
  window.setTimeout(() => finished.remove(), FADE_MS * 2);
}

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      const timeout = window.setTimeout(start, DELAY_MS);
      return () => window.clearTimeout(timeout);
    }
    return undefined;
  },
  onRouteDidUpdate() {
    done();
  },
};

export default clientModule;
