import { afterRemove, afterSave, RECENTLY_SAVED_LIMIT, type SavedLists } from '@shared/domain/recent-saves';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const item = (id: string) => ({ id });
const ids = (lists: SavedLists<{ id: string }>) => ({
  all: lists.all.map((x) => x.id),
  recent: lists.recent.map((x) => x.id),
});
const listsOf = (all: string[], recent = all.slice(0, 3)) => ({
  all: all.map(item),
  recent: recent.map(item),
});

describe('recently saved list', () => {
  it('shows 3 items', () => {
    expect(RECENTLY_SAVED_LIMIT).toBe(3);
  });

  it('saving puts the item first in both lists and trims the recent list to 3', () => {
    expect(ids(afterSave(listsOf(['a', 'b', 'c', 'd']), item('n')))).toEqual({
      all: ['n', 'a', 'b', 'c', 'd'],
      recent: ['n', 'a', 'b'],
    });
  });

  it('saving an item already in the lists moves it to the front without duplicating it', () => {
    expect(ids(afterSave(listsOf(['a', 'b', 'c', 'd']), item('c')))).toEqual({
      all: ['c', 'a', 'b', 'd'],
      recent: ['c', 'a', 'b'],
    });
  });

  it('saving into empty lists', () => {
    expect(ids(afterSave(listsOf([]), item('x')))).toEqual({ all: ['x'], recent: ['x'] });
  });

  it('removing drops the item from both lists and refills the recent list from the full list', () => {
    expect(ids(afterRemove(listsOf(['a', 'b', 'c', 'd', 'e']), 'b'))).toEqual({
      all: ['a', 'c', 'd', 'e'],
      recent: ['a', 'c', 'd'],
    });
  });

  it('removing an item not in the recent list leaves the recent list alone', () => {
    expect(ids(afterRemove(listsOf(['a', 'b', 'c', 'd', 'e']), 'e'))).toEqual({
      all: ['a', 'b', 'c', 'd'],
      recent: ['a', 'b', 'c'],
    });
  });

  it('refills only as far as the full list goes', () => {
    expect(ids(afterRemove(listsOf(['a', 'b']), 'a'))).toEqual({ all: ['b'], recent: ['b'] });
    expect(ids(afterRemove(listsOf(['a']), 'a'))).toEqual({ all: [], recent: [] });
  });

  it('with an unknown full list (the home page alone), removing just drops the item', () => {
    expect(ids(afterRemove(listsOf([], ['a', 'b', 'c']), 'b'))).toEqual({ all: [], recent: ['a', 'c'] });
  });

  it('keeps the order of what is shown and never repeats an item when refilling', () => {
    expect(ids(afterRemove(listsOf(['a', 'b', 'c', 'd'], ['c', 'a', 'x']), 'x'))).toEqual({
      all: ['a', 'b', 'c', 'd'],
      recent: ['c', 'a', 'b'],
    });
  });

  it('does not change the lists it was given', () => {
    const lists = listsOf(['a', 'b', 'c', 'd']);
    afterSave(lists, item('n'));
    afterRemove(lists, 'a');
    expect(ids(lists)).toEqual({ all: ['a', 'b', 'c', 'd'], recent: ['a', 'b', 'c'] });
  });

  it('keeps the recent list equal to the first 3 of the library through any saves and removals', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('save' as const), id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f') }),
      fc.record({ kind: fc.constant('remove' as const), id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f') }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        let lists: SavedLists<{ id: string }> = { all: [], recent: [] };
        for (const o of ops)
          lists = o.kind === 'save' ? afterSave(lists, item(o.id)) : afterRemove(lists, o.id);
        const all = lists.all.map((x) => x.id);
        expect(new Set(all).size).toBe(all.length);
        expect(lists.recent.map((x) => x.id)).toEqual(all.slice(0, 3));
      }),
    );
  });
});
