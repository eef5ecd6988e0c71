import { describe, expect, it } from 'vitest';
import { changeFrom, rangeFromSearch, rangeQuery } from '../range';

describe('the insight range in the URL', () => {
  it('reads a preset, a custom range and a bucket, and falls back to 30 days', () => {
    expect(rangeFromSearch(new URLSearchParams('range=12m&bucket=week'))).toEqual({ range: '12m', bucket: 'week' });
    expect(rangeFromSearch(new URLSearchParams('range=custom&from=2026-01-01&to=2026-01-31'))).toEqual({
      range: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(rangeFromSearch(new URLSearchParams('range=custom&from=2026-01-01'))).toEqual({ range: '30d' });
    expect(rangeFromSearch(new URLSearchParams('range=year&bucket=hour'))).toEqual({ range: '30d' });
  });

  it("writes the API's query, with extra parameters", () => {
    expect(rangeQuery({ range: '7d' })).toBe('range=7d');
    expect(rangeQuery({ range: 'custom', from: '2026-01-01', to: '2026-01-31', bucket: 'day' }, { page: 2 })).toBe(
      'range=custom&from=2026-01-01&to=2026-01-31&bucket=day&page=2',
    );
  });

  it('gives the change from the previous period, or none when there was nothing before', () => {
    expect(changeFrom(100, 150)).toBe(0.5);
    expect(changeFrom(100, 50)).toBe(-0.5);
    expect(changeFrom(0, 0)).toBe(0);
    expect(changeFrom(0, 10)).toBeNull();
  });
});
