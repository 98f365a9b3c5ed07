import { MobileSearch, SearchBox } from '@client/app/shell/search-box';
import { MOBILE_QUERY } from '@client/components/content/use-media-query';
import { rememberSearch } from '@client/features/search/recent-searches';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, jsonResponse, makeCard, mockApi, renderAt } from '../content/support';
import { testClock } from '../support/clock';

const params = (call: ApiCall) => Object.fromEntries(new URL(call.path, 'http://x').searchParams);

/** A search endpoint with `total` hits for any query, answering the page size asked for. */
function searchApi(total: number) {
  return mockApi({
    'GET /api/search': (call) => {
      const { q = '', pageSize = '20' } = params(call);
      const items = Array.from({ length: Math.min(total, Number(pageSize)) }, (_, i) =>
        makeCard({ id: `res_${i + 1}`, title: `${q} hit ${i + 1}` }),
      );
      return jsonResponse(200, {
        query: q,
        items,
        total,
        counts: { resource: total },
        page: 1,
        pageSize: Number(pageSize),
      });
    },
  });
}

const box = () => screen.getByRole('combobox', { name: 'Search' });
const options = () => within(screen.getByRole('listbox')).queryAllByRole('option');
const optionTexts = () => options().map((o) => o.textContent);
const history = () => JSON.parse(localStorage.getItem('searchHistory') ?? 'null');

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('desktop search dropdown', () => {
  const { pass } = testClock();

  it('searches 300 ms after typing stops, only from 3 characters, asking for 5 results', async () => {
    const api = searchApi(3);
    const { user } = renderAt(<SearchBox id="s" />, { path: '/' });
    await user.type(box(), 'on');
    await pass(450);
    expect(api.callsTo('GET', '/api/search')).toHaveLength(0);
    expect(box()).toHaveAttribute('aria-expanded', 'true');

    await user.type(box(), 'boarding');
    const typed = Date.now();
    expect(api.callsTo('GET', '/api/search')).toHaveLength(0);
    await waitFor(() => expect(api.callsTo('GET', '/api/search')).toHaveLength(1));
    expect(Date.now() - typed).toBeGreaterThanOrEqual(250);
    expect(params(api.callsTo('GET', '/api/search')[0]!)).toEqual({ q: 'onboarding', pageSize: '5' });
    await waitFor(() =>
      expect(optionTexts()).toEqual([
        'onboarding hit 1Resource · Coaching',
        'onboarding hit 2Resource · Coaching',
        'onboarding hit 3Resource · Coaching',
      ]),
    );
    await pass(350);
    expect(api.callsTo('GET', '/api/search')).toHaveLength(1);

    // Back to 2 characters: the results go at once.
    await user.type(box(), '{Backspace>8/}');
    expect(box()).toHaveValue('on');
    expect(optionTexts()).toEqual(['canvas', 'research', 'events']);
  });

  it('shows 5 results and "View all N results" when there are more, which opens the results page', async () => {
    searchApi(12);
    const { user, location } = renderAt(<SearchBox id="s" />, { path: '/' });
    await user.type(box(), 'coaching');
    await waitFor(() => expect(options()).toHaveLength(6));
    expect(optionTexts().slice(0, 5)).toEqual(
      [1, 2, 3, 4, 5].map((n) => `coaching hit ${n}Resource · Coaching`),
    );
    await user.click(screen.getByRole('option', { name: 'View all 12 results' }));
    expect(location()).toBe('/search?q=coaching');
    expect(history()).toEqual(['coaching']);
  });

  it('says "No results found." for 3+ characters without hits', async () => {
    searchApi(0);
    const { user } = renderAt(<SearchBox id="s" />, { path: '/' });
    await user.type(box(), 'zzz');
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
    expect(options()).toHaveLength(0);
  });

  it('offers the suggested searches without history, the recent ones with it', async () => {
    searchApi(0);
    const first = renderAt(<SearchBox id="s" />, { path: '/' });
    await first.user.click(box());
    expect(screen.getByText('Suggested searches')).toBeInTheDocument();
    expect(optionTexts()).toEqual(['canvas', 'research', 'events']);
    first.unmount();

    for (const q of ['one', 'two', 'three', 'four', 'five', 'six']) rememberSearch(q);
    const { user, location } = renderAt(<SearchBox id="s" />, { path: '/' });
    await user.click(box());
    expect(screen.getByText('Recent searches')).toBeInTheDocument();
    expect(optionTexts()).toEqual(['six', 'five', 'four', 'three', 'two']);
    await user.click(screen.getByRole('option', { name: 'three' }));
    expect(location()).toBe('/search?q=three');
    expect(history()).toEqual(['three', 'six', 'five', 'four', 'two']);
  });

  it('moves through the options with the arrow keys and opens the highlighted result with Enter', async () => {
    mockApi({
      'GET /api/search': () =>
        jsonResponse(200, {
          query: 'lead',
          items: [
            makeCard({
              id: 'cs_1',
              type: 'case-study',
              presentedType: 'case-study',
              title: 'Leading change',
            }),
            makeCard({ id: 'ev_2', type: 'event', presentedType: 'event', title: 'Leadership live' }),
          ],
          total: 2,
          counts: { 'case-study': 1, event: 1 },
          page: 1,
          pageSize: 5,
        }),
    });
    const { user, location } = renderAt(<SearchBox id="s" />, { path: '/' });
    await user.type(box(), 'lead');
    await waitFor(() => expect(options()).toHaveLength(2));
    expect(box()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Enter}');
    expect(location()).toBe('/case-studies/cs_1');
    expect(history()).toEqual(['lead']);
  });

  it('goes to /search?q= on Enter without a highlight; a blank search does nothing', async () => {
    const api = searchApi(0);
    const { user, location } = renderAt(<SearchBox id="s" />, { path: '/' });
    await user.type(box(), '   {Enter}');
    expect(location()).toBe('/');
    expect(history()).toBeNull();
    expect(api.callsTo('GET', '/api/search')).toHaveLength(0);

    await user.clear(box());
    await user.type(box(), ' team rituals {Enter}');
    expect(location()).toBe('/search?q=team%20rituals');
    expect(history()).toEqual(['team rituals']);
  });

  it('opens a canvas result in a new tab, like its card', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    mockApi({
      'GET /api/search': () =>
        jsonResponse(200, {
          query: 'canvas',
          items: [
            makeCard({ id: 'cv_1', type: 'canvas', presentedType: 'canvas', title: 'Learning canvas' }),
          ],
          total: 1,
          counts: { canvas: 1 },
          page: 1,
          pageSize: 5,
        }),
    });
    const { user, location } = renderAt(<SearchBox id="s" />, { path: '/' });
    await user.type(box(), 'canvas');
    await user.click(await screen.findByRole('option', { name: /Learning canvas/ }));
    expect(open).toHaveBeenCalledWith('/canvases/cv_1', '_blank', 'noopener,noreferrer');
    expect(location()).toBe('/');
    expect(history()).toEqual(['canvas']);
  });

  it('closes with Escape and focuses with Ctrl+K or Cmd+K', async () => {
    searchApi(2);
    const { user } = renderAt(
      <>
        <button type="button">elsewhere</button>
        <SearchBox id="s" />
      </>,
      { path: '/' },
    );
    await user.type(box(), 'abc');
    await waitFor(() => expect(options()).toHaveLength(2));
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveValue('abc');

    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(box()).not.toHaveFocus();
    await user.keyboard('{Control>}k{/Control}');
    expect(box()).toHaveFocus();
    expect(box()).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    await user.keyboard('{Meta>}k{/Meta}');
    expect(box()).toHaveFocus();
  });
});

describe('mobile search overlay', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query === MOBILE_QUERY,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  });
  afterEach(() => Object.defineProperty(window, 'matchMedia', { configurable: true, value: original }));

  it('opens full screen with Ctrl+K, shows 3 recent searches and 10 results, and closes with Cancel', async () => {
    const api = searchApi(25);
    for (const q of ['one', 'two', 'three', 'four']) rememberSearch(q);
    const { user } = renderAt(<MobileSearch />, { path: '/' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const input = within(dialog).getByRole('combobox', { name: 'Search' });
    await waitFor(() => expect(input).toHaveFocus());
    expect(optionTexts()).toEqual(['four', 'three', 'two']);

    await user.type(input, 'coaching');
    await waitFor(() => expect(options().filter((o) => o.textContent?.includes('hit'))).toHaveLength(10));
    expect(params(api.callsTo('GET', '/api/search')[0]!)).toEqual({ q: 'coaching', pageSize: '10' });

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens from the top bar button, and closes once a search is submitted', async () => {
    searchApi(0);
    const { user, location } = renderAt(<MobileSearch />, { path: '/' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    await user.type(within(dialog).getByRole('combobox'), 'rituals{Enter}');
    expect(location()).toBe('/search?q=rituals');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('recent searches in the browser', () => {
  it('keeps at most 5 under "searchHistory", newest first, without case-insensitive duplicates', () => {
    for (const q of ['Canvas', 'research', 'events', 'AI', 'onboarding', 'coaching']) rememberSearch(q);
    expect(history()).toEqual(['coaching', 'onboarding', 'AI', 'events', 'research']);
    rememberSearch('  ai ');
    expect(history()).toEqual(['ai', 'coaching', 'onboarding', 'events', 'research']);
    rememberSearch('   ');
    expect(history()).toEqual(['ai', 'coaching', 'onboarding', 'events', 'research']);
  });

  it('survives whatever else is stored there', () => {
    localStorage.setItem('searchHistory', '{not json');
    rememberSearch('coaching');
    expect(history()).toEqual(['coaching']);
    localStorage.setItem('searchHistory', JSON.stringify(['a', 7, '', 'A', 'b']));
    rememberSearch('c');
    expect(history()).toEqual(['c', 'a', 'b']);
  });
});
