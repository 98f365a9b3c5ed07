import { netPromoterScore, npsBand } from '@shared/domain/nps';
import { describe, expect, it } from 'vitest';

describe('npsBand', () => {
  it.each([
    [0, 'detractor'],
    [3, 'detractor'],
    [6, 'detractor'],
    [7, 'passive'],
    [8, 'passive'],
    [9, 'promoter'],
    [10, 'promoter'],
    [-1, null],
    [11, null],
    [6.5, null],
    [Number.NaN, null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (score, band) => {
    expect(npsBand(score)).toBe(band);
  });
});

describe('netPromoterScore', () => {
  it.each([
    // promoters, passives, detractors → NPS
    [0, 0, 0, null],
    [1, 0, 0, 100],
    [0, 0, 1, -100],
    [0, 5, 0, 0],
    [1, 0, 1, 0],
    [5, 3, 2, 30],
    [2, 3, 5, -30],
    [1, 1, 1, 0],
    [2, 1, 0, 67],
    [0, 1, 2, -67],
    [1, 6, 1, 0],
    [3, 4, 1, 25],
    // halves round away from zero: 1/8 = 12.5 points
    [2, 5, 1, 13],
    [1, 5, 2, -13],
  ])('%d promoters, %d passives, %d detractors → %s', (promoters, passives, detractors, nps) => {
    expect(netPromoterScore({ promoters, passives, detractors })).toBe(nps);
  });
});
