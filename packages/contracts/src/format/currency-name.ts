import { numberFormat } from './number';

/** A currency as the language names it (جنيه مصري / Egyptian pounds); its code where Intl has no name. */
export function formatCurrencyName(currency: string, lang: string) {
  try {
    const parts = numberFormat(lang, { style: 'currency', currency, currencyDisplay: 'name' }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}
