/**
 * The site's one analytics entry point. Components call `track(name, data)`;
 * where events go is decided by the sink, a no-op by default, so nothing
 * leaves the browser unless a deployment installs a real sink.
 *
 * Every event is also dispatched on `window` as a `docs:analytics`
 * CustomEvent (`detail: {event, data}`), which is how tests and browser
 * extensions observe them.
 */
export type AnalyticsData = Readonly<Record<string, string | number | boolean>>;

export type AnalyticsSink = (event: string, data?: AnalyticsData) => void;

export const ANALYTICS_DOM_EVENT = 'docs:analytics';

let sink: AnalyticsSink = () => {};

export function setAnalyticsSink(next: AnalyticsSink): void {
  sink = next;
}

export function track(event: string, data?: AnalyticsData): void {
  try {
    sink(event, data);
  } catch (error) {
    // A broken analytics sink must never break navigation.
    console.warn('Analytics sink failed:', error);
  }
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent(ANALYTICS_DOM_EVENT, {detail: {event, data}}));
  }
}
