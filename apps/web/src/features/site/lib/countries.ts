import { iso31661 } from 'iso-3166';

export type TCountryOption = { code: string; name: string };

/** the first in the list: most of the platform's learners are there */
const FIRST = 'EG';
/** CLDR's long names for these are administrative ("Palestinian Territories", "Hong Kong SAR China"); its short ones are the names people use */
const SHORT_NAMES = new Set(['PS', 'HK', 'MO']);

/**
 * ISO 3166-1's countries named in `language` by the browser's own CLDR data (Intl.DisplayNames),
 * Egypt first, then in that language's alphabetical order.
 */
export function countryOptions(language: string): TCountryOption[] {
  const long = new Intl.DisplayNames([language], { type: 'region' });
  const short = new Intl.DisplayNames([language], { type: 'region', style: 'short' });
  const name = (code: string) => (SHORT_NAMES.has(code) ? short : long).of(code) ?? code;
  const collator = new Intl.Collator(language);
  const rest = iso31661
    .filter((country) => country.alpha2 !== FIRST)
    .map((country) => ({ code: country.alpha2, name: name(country.alpha2) }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return [{ code: FIRST, name: name(FIRST) }, ...rest];
}
