import type { Lang } from '../engine-types';

/**
 * A counted noun in each plural form of a language (CLDR's categories, as Intl.PluralRules names
 * them); `#` stands for the number. Arabic has six: 0 and 100 take the singular (0 كلمة، 100 كلمة),
 * 1 and 2 are words (كلمة واحدة، كلمتان), 3-10 the plural (3 كلمات), 11-99 the accusative
 * singular (11 كلمةً).
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const RULES: Record<Lang, Intl.PluralRules> = { ar: new Intl.PluralRules('ar'), en: new Intl.PluralRules('en') };

/** The form of `forms` that agrees with `count` in `lang`, with the number in place of `#`. */
export function plural(lang: Lang, count: number, forms: PluralForms): string {
  const form = forms[RULES[lang].select(count)] ?? forms.other;
  return form.replace('#', String(count));
}

const arabic = (one: string, two: string, few: string, many: string, other: string): PluralForms => ({
  zero: `# ${other}`,
  one,
  two,
  few: `# ${few}`,
  many: `# ${many}`,
  other: `# ${other}`,
});
const english = (singular: string, pluralForm = `${singular}s`): PluralForms => ({
  one: `# ${singular}`,
  other: `# ${pluralForm}`,
});

/**
 * The nouns counted in the engine's messages. Arabic duals are in the nominative unless the key
 * says otherwise (`Gen`: after a preposition, e.g. «في وظيفتين»); texts are phrased so that the
 * counted noun stands in that case.
 */
export const COUNTED = {
  word: { en: english('word'), ar: arabic('كلمة واحدة', 'كلمتان', 'كلمات', 'كلمةً', 'كلمة') },
  wordGen: { en: english('word'), ar: arabic('كلمة واحدة', 'كلمتين', 'كلمات', 'كلمةً', 'كلمة') },
  page: { en: english('page'), ar: arabic('صفحة واحدة', 'صفحتان', 'صفحات', 'صفحةً', 'صفحة') },
  skill: { en: english('skill'), ar: arabic('مهارة واحدة', 'مهارتان', 'مهارات', 'مهارةً', 'مهارة') },
  achievementLine: {
    en: english('achievement line'),
    ar: arabic('إنجاز واحد', 'إنجازان', 'إنجازات', 'إنجازًا', 'إنجاز'),
  },
  jobGen: { en: english('job'), ar: arabic('وظيفة واحدة', 'وظيفتين', 'وظائف', 'وظيفةً', 'وظيفة') },
  line: { en: english('line'), ar: arabic('سطر واحد', 'سطران', 'أسطر', 'سطرًا', 'سطر') },
  unreadableGlyph: {
    en: english('unreadable glyph'),
    ar: arabic('رمز واحد غير مقروء', 'رمزان غير مقروءين', 'رموز غير مقروءة', 'رمزًا غير مقروء', 'رمز غير مقروء'),
  },
} satisfies Record<string, Record<Lang, PluralForms>>;

export type CountedNoun = keyof typeof COUNTED;

export const isCountedNoun = (name: string): name is CountedNoun => Object.hasOwn(COUNTED, name);

/** `count` of a noun of COUNTED in `lang`: counted('ar', 2, 'word') → «كلمتان». */
export const counted = (lang: Lang, count: number, noun: CountedNoun): string =>
  plural(lang, count, COUNTED[noun][lang]);
