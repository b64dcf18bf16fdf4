/**
 * What the header's button did before the search bar arrived
 * (`SearchBarLoader.tsx`), handed over once as the bar mounts: the bar
 * opens its dialog if the reader asked for it, with the keys typed
 * meanwhile as the query, and takes focus if the button had it.
 */
export interface HandOver {
  readonly open: boolean;
  readonly typed: string;
  readonly hadFocus: boolean;
}
