import { describe, expect, it } from 'vitest';
import {
  addItems,
  bitCount,
  combineInto,
  emptyBits,
  forEachItem,
  holdsAtLeast,
  isEmpty,
  Scratch,
} from '../../src/server/features/search/item-sets';

const SIZE = 100;
const setOf = (...items: number[]) => {
  const bits = emptyBits(SIZE);
  addItems(bits, Int32Array.from(items));
  return bits;
};
const itemsOf = (bits: Uint32Array, filter = emptyBits(SIZE), inSet = false) => {
  const items: number[] = [];
  forEachItem(bits, filter, inSet, (n) => {
    items.push(n);
    return true;
  });
  return items;
};

describe('sets of search items', () => {
  it('hold items on every bit of a word, the sign bit included, and give them back in order', () => {
    const items = [0, 1, 30, 31, 32, 63, 64, 99];
    expect(itemsOf(setOf(...items.slice().reverse()))).toEqual(items);
    expect(bitCount(0xffffffff)).toBe(32);
    expect(bitCount(1 << 31)).toBe(1);
  });

  it('take a common word as a set and a rare one as a list alike', () => {
    const fromList = setOf(3, 40, 77);
    const fromSet = emptyBits(SIZE);
    addItems(fromSet, fromList);
    expect(itemsOf(fromSet)).toEqual([3, 40, 77]);
  });

  it('combine, filter and count', () => {
    const a = setOf(1, 31, 32, 90);
    const b = setOf(31, 90, 95);
    const out = emptyBits(SIZE);
    expect(itemsOf(combineInto(out, a, b, 'and'))).toEqual([31, 90]);
    expect(itemsOf(combineInto(out, a, b, 'or'))).toEqual([1, 31, 32, 90, 95]);
    expect(itemsOf(combineInto(out, a, b, 'andNot'))).toEqual([1, 32]);
    expect(itemsOf(a, b, true)).toEqual([31, 90]);
    expect(itemsOf(a, b, false)).toEqual([1, 32]);
    expect(holdsAtLeast(a, 4)).toBe(true);
    expect(holdsAtLeast(a, 5)).toBe(false);
    expect(isEmpty(emptyBits(SIZE))).toBe(true);
    expect(isEmpty(a)).toBe(false);
  });

  it('stop where the caller says', () => {
    const seen: number[] = [];
    forEachItem(setOf(2, 4, 6, 8), emptyBits(SIZE), false, (n) => {
      seen.push(n);
      return seen.length < 2;
    });
    expect(seen).toEqual([2, 4]);
  });

  it('hand out empty sets again after a reset, unless told they will be overwritten', () => {
    const scratch = new Scratch(SIZE);
    const first = scratch.take();
    addItems(first, Int32Array.of(5));
    scratch.reset();
    const again = scratch.take();
    expect(again).toBe(first);
    expect(isEmpty(again)).toBe(true);
    addItems(again, Int32Array.of(7));
    scratch.reset();
    expect(itemsOf(scratch.take(false))).toEqual([7]);
  });
});
