import { SKILLS } from '../skills/catalog';
import { asciiDigits, foldForMatch } from '../text/normalize';
import { STRONG_VERBS_EN } from '../text/verbs';
import { defined } from '@masar/contracts/defined';

/** Square-bracket placeholders ([X%], [N]) are questions to the learner, not claims. */
const withoutPlaceholders = (text: string) => text.replace(/\[[^\]]*\]/g, ' ');

const numbersOf = (text: string) =>
  new Set((asciiDigits(withoutPlaceholders(text)).match(/\d+(?:[.,]\d+)*/g) ?? []).map((n) => n.replace(/,/g, '')));

const MONTHS =
  /\b(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sep(t(ember)?)?|oct(ober)?|nov(ember)?|dec(ember)?)\b|يناير|فبراير|مارس|أبريل|ابريل|مايو|يونيو|يوليو|أغسطس|اغسطس|سبتمبر|أكتوبر|اكتوبر|نوفمبر|ديسمبر|شباط|آذار|نيسان|أيار|حزيران|تموز|أيلول|تشرين|كانون/gi;

const COMMON_CAPITALISED = new Set(
  'a an the and or of for to in on at by with from as into over under our my their this that these those i we team teams company customers clients users product products project projects'.split(
    ' ',
  ),
);
const TECH = new Set(SKILLS.flatMap((s) => [s.en, ...s.aliases]).flatMap((n) => foldForMatch(n).split(/\s+/)));

/** Latin names in a text: capitalised words not at a sentence start, and acronyms. */
function latinNames(text: string): Set<string> {
  const names = new Set<string>();
  const sentences = withoutPlaceholders(text).split(/[.!?؟\n]\s*/);
  for (const sentence of sentences) {
    const words = sentence.match(/[A-Za-z][A-Za-z0-9&.'-]*/g) ?? [];
    words.forEach((word, i) => {
      const lower = word.toLowerCase().replace(/[.']+$/, '');
      const arabicContext = /[\u0600-\u06FF]/.test(sentence);
      const capitalised = /^[A-Z]/.test(word);
      if (!capitalised && !arabicContext) return;
      if (i === 0 && !arabicContext && !/^[A-Z]{2,}/.test(word)) return;
      if (COMMON_CAPITALISED.has(lower) || STRONG_VERBS_EN.has(lower) || TECH.has(lower)) return;
      names.add(lower);
    });
  }
  return names;
}

/** Arabic organisation names: the words after شركة, بنك, مؤسسة, مجموعة, لدى. */
function arabicOrganisations(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of withoutPlaceholders(text).matchAll(
    /(?:شركة|شركه|بنك|مؤسسة|مؤسسه|مجموعة|مجموعه|لدى|لدي)\s+([\u0600-\u06FF]{2,}(?:\s+[\u0600-\u06FF]{2,})?)/g,
  )) {
    names.add(foldForMatch(defined(defined(match[1]).split(/\s+/)[0])));
  }
  return names;
}

export interface GuardResult {
  ok: boolean;
  /** what the rewrite added: "number 25", "date March", "name Google" */
  added: string[];
}

/**
 * PRODUCT.md section 6: a model's rewrite never invents employers, dates or numbers. Everything of
 * that kind in the rewrite must already be in the source (the line and its job's title and employer).
 */
export function checkRewrite(source: string, rewrite: string): GuardResult {
  const added: string[] = [];
  const sourceNumbers = numbersOf(source);
  for (const n of numbersOf(rewrite)) if (!sourceNumbers.has(n)) added.push(`number ${n}`);
  const sourceMonths = new Set((source.match(MONTHS) ?? []).map((m) => foldForMatch(m).slice(0, 3)));
  for (const m of withoutPlaceholders(rewrite).match(MONTHS) ?? [])
    if (!sourceMonths.has(foldForMatch(m).slice(0, 3))) added.push(`date ${m}`);
  const sourceFolded = foldForMatch(source);
  for (const name of latinNames(rewrite)) if (!sourceFolded.includes(name)) added.push(`name ${name}`);
  for (const org of arabicOrganisations(rewrite)) if (!sourceFolded.includes(org)) added.push(`name ${org}`);
  return { ok: added.length === 0, added };
}
