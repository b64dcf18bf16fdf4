// @vitest-environment jsdom
import {useRef, useState} from 'react';
import {act, cleanup, fireEvent, render, renderHook, screen} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';

import {MAX_QUERY_LENGTH} from '../../plugins/search/constants';
import {
  InDialog,
  docSearchDropdown,
  nowhere,
  slot,
} from '../../plugins/overrides/search-repairs/InDialog';
import {always, isEmptyStartScreen} from '../../plugins/overrides/search-repairs/hooks/dialogSlots';
import {capInputLength} from '../../plugins/overrides/search-repairs/hooks/queryCap';
import {
  capRequests,
  withQueriesCapped,
  type SearchClient,
} from '../../plugins/search/client/dialogClient';
import {typeInto} from '../../plugins/overrides/search-repairs/hooks/typeInto';
import {useDialogOpen} from '../../plugins/overrides/search-repairs/hooks/useDialogOpen';
import {
  sectionsOf,
  useNoResultsSuggestions,
} from '../../plugins/overrides/search-repairs/hooks/useNoResultsSuggestions';
import {useSearchFailure} from '../../plugins/overrides/search-repairs/hooks/useSearchFailure';
import {useSeeAllCount} from '../../plugins/overrides/search-repairs/hooks/useSeeAllCount';
import {useSlashFromButton} from '../../plugins/overrides/search-repairs/hooks/useSlashFromButton';
import {useTypeOnButton} from '../../plugins/overrides/search-repairs/hooks/useTypeOnButton';

afterEach(() => {
  cleanup();
  document.body.className = '';
  document.body.innerHTML = '';
  vi.useRealTimers();
});

/** A DocSearch dialog as 4.7 renders it, reduced to what the repairs look at. */
function dialogMarkup(query = '', startScreen = ''): HTMLElement {
  const modal = document.createElement('div');
  modal.className = 'DocSearch-Modal';
  modal.innerHTML = `
    <form class="DocSearch-SearchBar"><input class="DocSearch-Input" maxlength="512"></form>
    <div class="DocSearch-Dropdown"><div class="DocSearch-Dropdown-Container">${startScreen}</div></div>
    <footer class="DocSearch-Footer"></footer>`;
  modal.querySelector<HTMLInputElement>('input')!.value = query;
  document.body.append(modal);
  return modal;
}

describe('query cap (DocSearch 4.7 allows 512 characters)', () => {
  it('cuts every query of a search to 64 characters and leaves other requests alone', () => {
    const long = 'x'.repeat(100);
    const capped = capRequests([{query: long, indexName: 'docs'}, {facet: 'lvl0'}]);
    expect(capped[0]).toEqual({query: 'x'.repeat(MAX_QUERY_LENGTH), indexName: 'docs'});
    expect(capped[1]).toEqual({facet: 'lvl0'});
  });

  it('is applied to every search the bar sends, whichever client answers', async () => {
    const sent: unknown[] = [];
    const client = {
      search: async (params: unknown) => {
        sent.push(params);
        return {results: []};
      },
    } as unknown as SearchClient;
    await withQueriesCapped(client).search({
      requests: [{indexName: 'docs', query: 'y'.repeat(80)}],
    });
    expect(sent).toEqual([{requests: [{indexName: 'docs', query: 'y'.repeat(MAX_QUERY_LENGTH)}]}]);
  });

  it("sets the dialog input's maxLength, and no other input's", () => {
    const modal = dialogMarkup();
    const input = modal.querySelector<HTMLInputElement>('.DocSearch-Input')!;
    const other = document.createElement('input');
    capInputLength(input);
    capInputLength(other);
    expect(input.maxLength).toBe(MAX_QUERY_LENGTH);
    expect(other.maxLength).toBe(-1);
  });
});

describe('"See all" count (DocSearch 4.7 sums the counts of every answer)', () => {
  it('reports the change, so the sum is the latest count, and starts afresh on reset', () => {
    const {result} = renderHook(() => useSeeAllCount());
    const reported = [40, 12, 12, 30].map((count) => result.current.countToReport(count));
    expect(reported).toEqual([40, -28, 0, 18]);
    expect(reported.reduce((sum, change) => sum + change, 0)).toBe(30);
    result.current.reset();
    expect(result.current.countToReport(5)).toBe(5);
  });
});

describe('no-results suggestions (DocSearch 4.7 never shows its own)', () => {
  const hit = (lvl0: string | null) => ({hierarchy: {lvl0}});

  it('takes the sections of the hits in order, once each', () => {
    expect(sectionsOf([hit('Guides'), hit(null), hit('API'), hit('Guides'), {}])).toEqual([
      'Guides',
      'API',
    ]);
  });

  it('keeps at most three sections from the widest answer and knows when nothing was found', () => {
    const {result} = renderHook(() => useNoResultsSuggestions());
    act(() => result.current.answered([hit('Guides')], 1));
    act(() => result.current.answered([hit('A'), hit('B'), hit('C'), hit('D')], 9));
    act(() => result.current.answered([hit('Examples')], 1));
    expect(result.current.suggestions).toEqual(['A', 'B', 'C']);
    expect(result.current.noHits).toBe(false);
    act(() => result.current.answered([], 0));
    expect(result.current.noHits).toBe(true);
    expect(result.current.suggestions).toEqual(['A', 'B', 'C']);
    act(() => result.current.reset());
    expect(result.current.suggestions).toEqual([]);
  });
});

describe('failed search (DocSearch 4.7 resets the error status at once)', () => {
  it('stays failed while the same query is searched again, clears for another one', () => {
    const {result} = renderHook(() => useSearchFailure());
    act(() => result.current.searchFailed('popup'));
    expect(result.current.failed).toBe(true);
    act(() => result.current.searchStarted('popup'));
    expect(result.current.failed).toBe(true);
    act(() => result.current.searchStarted('popups'));
    expect(result.current.failed).toBe(false);
  });

  it('clears after the input changes, one task later (after React read the input)', () => {
    vi.useFakeTimers();
    const {result} = renderHook(() => useSearchFailure());
    const input = document.createElement('input');
    input.value = 'popup';
    act(() => result.current.searchFailed('popup'));
    act(() => result.current.clearOnInput({target: input} as unknown as Event));
    act(() => void vi.runAllTimers());
    expect(result.current.failed).toBe(true);
    input.value = 'popu';
    act(() => result.current.clearOnInput({target: input} as unknown as Event));
    expect(result.current.failed).toBe(true);
    act(() => void vi.runAllTimers());
    expect(result.current.failed).toBe(false);
  });
});

describe('keys typed on the search button (DocSearch 4.7 drops them)', () => {
  function Button() {
    const {initialQuery, onKeyDown} = useTypeOnButton();
    const [clicks, setClicks] = useState(0);
    return (
      <div onKeyDown={onKeyDown}>
        <button className="DocSearch-Button" onClick={() => setClicks((n) => n + 1)}>
          Search
        </button>
        <output data-testid="query">{initialQuery ?? ''}</output>
        <output data-testid="clicks">{clicks}</output>
      </div>
    );
  }

  it('opens the dialog once and keeps every letter typed while it opens', () => {
    render(<Button />);
    const button = screen.getByRole('button');
    fireEvent.keyDown(button, {key: 'm'});
    fireEvent.keyDown(button, {key: 'a'});
    fireEvent.keyDown(button, {key: 'p'});
    expect(screen.getByTestId('query').textContent).toBe('map');
    expect(screen.getByTestId('clicks').textContent).toBe('1');
  });

  it('ignores shortcuts and keys that type nothing', () => {
    render(<Button />);
    const button = screen.getByRole('button');
    fireEvent.keyDown(button, {key: 'k', ctrlKey: true});
    fireEvent.keyDown(button, {key: 'Enter'});
    fireEvent.keyDown(button, {key: 'ArrowDown'});
    expect(screen.getByTestId('query').textContent).toBe('');
    expect(screen.getByTestId('clicks').textContent).toBe('0');
  });

  it('types into the input once the dialog has one', () => {
    render(<Button />);
    const input = dialogMarkup('ma').querySelector<HTMLInputElement>('.DocSearch-Input')!;
    const typed: string[] = [];
    input.addEventListener('input', () => typed.push(input.value));
    fireEvent.keyDown(screen.getByRole('button'), {key: 'p'});
    expect(typed).toEqual(['map']);
    expect(document.activeElement).toBe(input);
  });
});

describe('"/" on a focused button (DocSearch 4.7 ignores it)', () => {
  function Bar({onOpen}: {onOpen: () => void}) {
    const wrapper = useRef<HTMLDivElement>(null);
    useSlashFromButton(wrapper);
    return (
      <div>
        <div ref={wrapper}>
          <button className="DocSearch-Button" onClick={onOpen}>
            Search
          </button>
        </div>
        <button>Other</button>
        <input aria-label="field" />
      </div>
    );
  }

  it('opens the dialog from a button, not from a field or when it is open', () => {
    const onOpen = vi.fn();
    render(<Bar onOpen={onOpen} />);
    fireEvent.keyDown(screen.getByRole('button', {name: 'Other'}), {key: '/'});
    expect(onOpen).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByRole('textbox'), {key: '/'});
    expect(onOpen).toHaveBeenCalledTimes(1);
    document.body.classList.add('DocSearch--active');
    fireEvent.keyDown(screen.getByRole('button', {name: 'Other'}), {key: '/'});
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});

describe('typing into the controlled input (React ignores a plain value assignment)', () => {
  it('reaches React as a change, capped at 64 characters', () => {
    const changes: string[] = [];
    function Field() {
      const [value, setValue] = useState('');
      return (
        <input
          aria-label="query"
          value={value}
          onChange={(event) => {
            changes.push(event.target.value);
            setValue(event.target.value);
          }}
        />
      );
    }
    render(<Field />);
    act(() => typeInto(screen.getByRole('textbox') as HTMLInputElement, 'y'.repeat(80)));
    expect(changes).toEqual(['y'.repeat(MAX_QUERY_LENGTH)]);
  });
});

describe('dialog slots (DocSearch 4.7 has none for a wrapped bar)', () => {
  it("knows the empty start screen: an empty query and no results area of DocSearch's", () => {
    const empty = dialogMarkup('');
    empty.querySelector('.DocSearch-Dropdown')?.remove();
    expect(isEmptyStartScreen(empty)).toBe(true);
    document.body.innerHTML = '';
    const typed = dialogMarkup('map');
    typed.querySelector('.DocSearch-Dropdown')?.remove();
    expect(isEmptyStartScreen(typed)).toBe(false);
    document.body.innerHTML = '';
    // Recent searches listed: DocSearch renders its results area.
    expect(
      isEmptyStartScreen(dialogMarkup('', '<section class="DocSearch-Hits">Recent</section>')),
    ).toBe(false);
  });

  it('knows when the dialog is open from the class DocSearch puts on the body', async () => {
    const {result} = renderHook(() => useDialogOpen());
    expect(result.current).toBe(false);
    await act(async () => {
      document.body.classList.add('DocSearch--active');
      await Promise.resolve();
    });
    expect(result.current).toBe(true);
  });

  it('renders into the slot and follows it when DocSearch replaces it', async () => {
    const modal = dialogMarkup();
    render(
      <InDialog find={slot('.DocSearch-Footer')}>
        <p>credit</p>
      </InDialog>,
    );
    expect(modal.querySelector('.DocSearch-Footer')?.textContent).toBe('credit');
    await act(async () => {
      modal
        .querySelector('.DocSearch-Footer')
        ?.replaceWith(
          Object.assign(document.createElement('footer'), {className: 'DocSearch-Footer'}),
        );
      await Promise.resolve();
    });
    expect(modal.querySelector('.DocSearch-Footer')?.textContent).toBe('credit');
  });

  it("adds a results area while asked to and the dialog has none, and yields to DocSearch's", async () => {
    const modal = dialogMarkup('');
    modal.querySelector('.DocSearch-Dropdown')?.remove();
    const {unmount} = render(
      <InDialog find={nowhere} create={isEmptyStartScreen}>
        <p>No recent searches</p>
      </InDialog>,
    );
    expect(modal.querySelector('.site-search-added')?.textContent).toBe('No recent searches');
    // The reader types: DocSearch shows its own results area, the added one goes.
    await act(async () => {
      modal.querySelector<HTMLInputElement>('.DocSearch-Input')!.value = 'map';
      modal
        .querySelector('.DocSearch-SearchBar')
        ?.after(Object.assign(document.createElement('div'), {className: 'DocSearch-Dropdown'}));
      await Promise.resolve();
    });
    expect(modal.querySelector('.site-search-added')).toBeNull();
    // The query is cleared and DocSearch's area goes away: the text is back.
    await act(async () => {
      modal.querySelector<HTMLInputElement>('.DocSearch-Input')!.value = '';
      modal.querySelector('.DocSearch-Dropdown')?.remove();
      await Promise.resolve();
    });
    expect(modal.querySelector('.site-search-added')?.textContent).toBe('No recent searches');
    unmount();
    expect(modal.querySelector('.site-search-added')).toBeNull();
  });

  it("puts the error screen in DocSearch's results area, or in an added one", () => {
    const modal = dialogMarkup();
    modal.querySelector('.DocSearch-Dropdown')?.remove();
    const {unmount} = render(
      <InDialog find={docSearchDropdown} create={always}>
        <p role="alert">failed</p>
      </InDialog>,
    );
    expect(modal.querySelector('.site-search-added [role="alert"]')).not.toBeNull();
    unmount();
    expect(modal.querySelector('.site-search-added')).toBeNull();
  });
});
