// straight from its module, not the formatters' index: the shell's chunk holds that index
import { formatCurrencyName as sharedCurrencyName } from '@masar/contracts/format/currency-name';
import { formatOnce, formattingKey } from './formatted-strings';

/** A currency's name in the active language, for labels ("Price (Egyptian pounds)"); its own module, off the home page. */
export function formatCurrencyName(currency: string, lang: string) {
  return formatOnce(formattingKey('currency-name', lang, {}, currency), () => sharedCurrencyName(currency, lang));
}
