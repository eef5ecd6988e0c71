import type { TQuizQuestionKind } from '@masar/contracts';
import type { TFunction } from 'i18next';

/**
 * An option's words: a true/false option's text is 'true' or 'false' (its id is the attempt's own),
 * named in the page's language; any other option's text is the admin's.
 */
export function optionLabel(kind: TQuizQuestionKind, text: string, t: TFunction) {
  if (kind !== 'true_false') return text;
  return text === 'true' ? t('options.true') : text === 'false' ? t('options.false') : text;
}
