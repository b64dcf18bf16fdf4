/** Unit tests render in a (jsdom) browser. */
export default function useIsBrowser(): boolean {
  return true;
}
