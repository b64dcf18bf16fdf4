import {useCallback, useMemo} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

export interface GalleryFilters {
  readonly topic: string;
  readonly search: string;
  /** A release line (`3.2`): only examples that run on it. */
  readonly version: string;
}

/**
 * The gallery's filters live in the URL (`?topic=`, `?search=`, `?version=`), so a
 * filtered gallery can be shared and survives reload and back navigation.
 * Updates replace the history entry: typing must not flood the back button.
 */
export function useGalleryFilters(
  versionLines: readonly string[],
): [GalleryFilters, (next: Partial<GalleryFilters>) => void] {
  const location = useLocation();
  const history = useHistory();
  // The static HTML has no query string: read it only after hydration, so
  // the filters re-render from the URL instead of mismatching the HTML.
  const query = useIsBrowser() ? location.search : '';
  const filters = useMemo(() => {
    const params = new URLSearchParams(query);
    // A line the filter does not offer (an old link, a typed address) filters nothing.
    const version = params.get('version') ?? '';
    return {
      topic: params.get('topic') ?? '',
      search: params.get('search') ?? '',
      version: versionLines.includes(version) ? version : '',
    };
  }, [query, versionLines]);

  const update = useCallback(
    (next: Partial<GalleryFilters>) => {
      const params = new URLSearchParams(location.search);
      for (const [key, value] of Object.entries(next)) {
        if (value) {
          params.set(key, value);
        } else {
          params.delete(key);
        }
      }
      const search = params.toString();
      history.replace({...location, search: search ? `?${search}` : ''});
    },
    [history, location],
  );
  return [filters, update];
}
