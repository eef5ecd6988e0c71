import * as shared from '@masar/contracts/format';
import { formatOnce, formattingKey } from './formatted-strings';

/** A currency's name in the active language, for labels ("Price (Egyptian pounds)"); its own module, off the home page. */
export function formatCurrencyName(currency: string, lang: string) {
  return formatOnce(formattingKey('currency-name', lang, {}, currency), () => shared.formatCurrencyName(currency, lang));
}
