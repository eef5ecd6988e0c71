import { COURSE_CATEGORIES, COURSE_LEVELS, COURSE_SORTS } from '@masar/contracts';
import { describe, expect, it } from 'vitest';
import { readCourseFilters, toCourseQuery, writeCourseFilters } from '../../hooks/use-course-filters';
import { CATEGORIES, LEVELS, SORTS, currencyDigits, paymentHref, toMinorUnits } from '../options';

describe('catalog options', () => {
  it('repeat the contracts exactly', () => {
    expect(CATEGORIES).toEqual(COURSE_CATEGORIES);
    expect(LEVELS).toEqual(COURSE_LEVELS);
    expect(SORTS).toEqual(COURSE_SORTS);
  });

  it('turn whole pounds into piastres, by the currency', () => {
    expect(currencyDigits('EGP')).toBe(2);
    expect(toMinorUnits(1500, 'EGP')).toBe(150_000);
    expect(toMinorUnits(19.99, 'EGP')).toBe(1999);
    expect(currencyDigits('JPY')).toBe(0);
    expect(toMinorUnits(1500, 'JPY')).toBe(1500);
  });

  it('leads to the checkout of one course', () => {
    expect(paymentHref('a b')).toBe('/payment?course=a%20b');
  });

  it('round-trip the filters through the URL and drop what is not valid', () => {
    const filters = readCourseFilters(
      new URLSearchParams('q=%20ai%20&category=AI&level=Expert&minPrice=-5&maxPrice=abc&sort=popular&page=0'),
    );
    expect(filters).toEqual({
      q: 'ai',
      category: 'AI',
      level: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      sort: 'popular',
      page: 1,
    });
    expect(writeCourseFilters({ ...filters, page: 2 }).toString()).toBe('q=ai&category=AI&sort=popular&page=2');
    expect(toCourseQuery({ ...filters, minPrice: 0, maxPrice: 99.5, page: 3 }, 'EGP')).toEqual({
      q: 'ai',
      category: 'AI',
      level: undefined,
      sort: 'popular',
      minPrice: 0,
      maxPrice: 9950,
      limit: 12,
      offset: 24,
    });
  });
});
