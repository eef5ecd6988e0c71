import leven from 'leven';
import type { TResumeContent } from '@masar/contracts';
import { defined } from '@masar/contracts/defined';
import type { WordList } from './arabic-dictionary';
import { ARABIC_SKILL_WORDS } from '../skills/catalog';
import { stripMarks } from './normalize';

/** Words of working life the AyaSpell list lacks. */
const ARABIC_DOMAIN_WORDS = new Set([
  ...ARABIC_SKILL_WORDS,
  'أتمتة',
  'أتمتت',
  'الأتمتة',
  'رقمنة',
  'الرقمنة',
  'أتمتنا',
  'برمجيات',
  'البرمجيات',
]);

/** An Arabic word spelt right: in the dictionary, one of the CV's own names, or a word of working life. */
export const knownArabicWord = (word: string, list: WordList, names: Set<string>): boolean =>
  list.has(word) ||
  names.has(word) ||
  ARABIC_DOMAIN_WORDS.has(word) ||
  ARABIC_DOMAIN_WORDS.has(word.replace(/^(?:و|ف|ب|ل|ال|وال|بال|لل)/, ''));

/**
 * Words no spell checker should touch: acronyms and mixed-case names (BSc, BLS, PSM, KPI, iOS,
 * PhD), anything with a digit (ISO 9001, S4HANA, 5G), e-mail addresses, web addresses and file or
 * package names (Node.js, C#).
 */
export function isNameLikeToken(token: string): boolean {
  if (/[@:/\\]|^www\.|\.[a-z]{2,}$/i.test(token) || /[.#+]\w/.test(token)) return true;
  if (/\d/.test(token)) return true;
  return /[A-Z].*[A-Z]/.test(token) || /^[a-z]+[A-Z]/.test(token);
}

/** Words of the CV's own names: the person, employers, schools, certificates and languages. */
export function namesInCv(data: TResumeContent): Set<string> {
  const names = [
    data.name,
    ...data.experience.map((e) => e.company),
    ...data.education.map((e) => e.institute),
    ...data.certifications.flatMap((c) => [c.name, c.institute]),
    ...data.languages.map((l) => l.name),
  ];
  return new Set(
    names.flatMap(
      (n) =>
        stripMarks(n)
          .toLowerCase()
          .match(/[\p{L}\p{N}]{2,}/gu) ?? [],
    ),
  );
}

/**
 * The suggestion a reader would recognise as the word they meant: the closest of the checker's
 * (one edit for short words, two for longer ones), preferring plain words to contractions. Far
 * suggestions (BSc → BSA, Vodafone → Vane) are guesses, not corrections.
 */
export function closestSuggestion(word: string, suggestions: string[]): string | undefined {
  const lower = word.toLowerCase();
  const limit = lower.length <= 4 ? 1 : 2;
  let best: { text: string; cost: number } | undefined;
  for (const text of suggestions) {
    const candidate = text.toLowerCase();
    // ties go to the reading that keeps the typed ending and adds a dropped letter (Managd → Managed)
    // two letters swapped (recieved → received) is the commonest slip of all: it costs less than one edit
    const cost =
      (isTransposition(lower, candidate) ? 0.75 : leven(lower, candidate)) +
      (/['’]/.test(text) ? 0.5 : 0) +
      (candidate.at(-1) !== lower.at(-1) ? 0.25 : 0) +
      (candidate.length < lower.length ? 0.1 : 0);
    if (cost < limit + 0.5 && (!best || cost < best.cost)) best = { text, cost };
  }
  if (!best) return undefined;
  return /^[A-Z]/.test(word) && !/^[A-Z]/.test(best.text)
    ? defined(best.text[0]).toUpperCase() + best.text.slice(1)
    : best.text;
}

/**
 * The correction of an English word a spell checker flagged, or undefined when the word should be
 * left alone: no close suggestion (jargon such as omnichannel, or a name), a British spelling
 * (programme, organising), a compound the checker would split (autoscaling → auto scaling), or a
 * piece of a hyphenated word (post-mortems). `token` is the whitespace-delimited text around it.
 */
export function englishCorrection(word: string, suggestions: string[], token: string): string | undefined {
  if (/-/.test(token) && token.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '') !== word) return undefined;
  // a checker with American spelling flags British words (programme, colour, organising): they are right
  if (americanised(word) !== word.toLowerCase()) return undefined;
  const suggestion = closestSuggestion(word, suggestions);
  if (!suggestion || suggestion.replace(/[\s-]/g, '').toLowerCase() === word.toLowerCase()) return undefined;
  return suggestion;
}

/** British and American spellings brought to one form: organising/organizing, licence/license, colour/color. */
const americanised = (word: string) =>
  word
    .toLowerCase()
    .replace(/is(e|es|ed|ing|ation|ations|er|ers)$/, 'iz$1')
    .replace(/ys(e|ed|ing)$/, 'yz$1')
    .replace(/our(s|ed|ing|ful|ite|ites)?$/, 'or$1')
    .replace(/tre(s)?$/, 'ter$1')
    .replace(/(lic|def|off|pret)ence$/, '$1ense')
    .replace(/ll(ed|ing|er|ers)$/, 'l$1')
    .replace(/ogue(s)?$/, 'og$1')
    .replace(/mme(s)?$/, 'm$1');

const isTransposition = (a: string, b: string) => {
  if (a.length !== b.length) return false;
  const at = Array.from(a).findIndex((ch, i) => ch !== b[i]);
  return at >= 0 && a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2);
};

const ALEF_FORMS = ['ا', 'أ', 'إ', 'آ'];
const HAMZA_SEATS = ['ء', 'ئ', 'ؤ', 'أ', 'إ'];
/** Proclitics and the article: their alef is never a hamza (والإدارة, not وألإدارة). */
const ARTICLE = /^(?:[وف]?[بكل]?ال|[وف]?لل)(?=[\u0621-\u064A]{2})/;

/**
 * Words CVs use often, in their right spelling: when a slip could be read two ways (الاعمال as
 * الأعمال or الإعمال), the common one is meant.
 */
const COMMON_ARABIC = new Set(
  `إلى على حتى هذا هذه ذلك لكن التي الذي الذين إن أن إذا أو أي أكثر أقل أول آخر أيضا إدارة الإدارة أعمال الأعمال إعداد
  إنشاء إنجاز إنجازات أداء الأداء إنتاج الإنتاج إنتاجية الإنتاجية أنظمة الأنظمة إجراءات الإجراءات أساسيات أهداف الأهداف
  الإنجليزية الإمارات الأردن الإسكندرية القاهرة الرياض السعودية الكويت البحرين الدوحة المسؤولية مسؤول مسؤولة الإشراف
  أشرفت أدرت أعددت أنشأت أنجزت أطلقت إطلاق الإطلاق الأمن الأمان الإحصاء الإحصائي الاستراتيجية الأسبوعية الأساسية
  الإلكتروني الإلكترونية مسؤوليات المسؤوليات إدخال إرسال إصدار إطلاق إشراف إجراء إتمام إصلاح إعادة إضافة إلغاء
  أرشفة أرباح أسعار أقسام أجهزة أدوات أفكار أنشطة أعضاء أسبوع أسبوعيا أخطاء إيرادات إجمالي إعلانات إعلانية الاتصالات الآلي الأولى الأول إضافة بالإضافة الإيرادات الأرباح الأسواق الأصول الإبداع`
    .split(/\s+/)
    .filter(Boolean),
);

/** One-letter slips of Arabic spelling: hamza and alef forms, final ة/ه and ى/ي. */
function substitutions(word: string): string[] {
  const out: string[] = [];
  const from = ARTICLE.exec(word)?.[0].length ?? 0;
  const last = word.length - 1;
  // the article and a final ه cannot go together (ال…ه is no possessive): it is a ة
  if (from > 0 && word[last] === 'ه') out.push(`${word.slice(0, last)}ة`);
  for (let i = from; i < word.length; i += 1) {
    const ch = defined(word[i]);
    const swaps = [
      ...(ALEF_FORMS.includes(ch) ? ALEF_FORMS : []),
      ...(HAMZA_SEATS.includes(ch) ? HAMZA_SEATS : []),
      ...(ch === 'ي' && i > 0 && i < last ? ['ئ'] : []),
      ...(ch === 'و' && i > 0 ? ['ؤ'] : []),
    ];
    for (const other of swaps) if (other !== ch) out.push(word.slice(0, i) + other + word.slice(i + 1));
  }
  // ة for ه happens in اتجاة، توجية، مياة; elsewhere a final ه would make a word "his …", never meant in a CV
  const ending: Record<string, string> = { ه: 'ة', ة: /[اي]ة$/.test(word) ? 'ه' : '', ي: 'ى', ى: 'ي' };
  const end = ending[defined(word[last])];
  if (end) out.push(word.slice(0, last) + end);
  return [...new Set(out)];
}

/** A missing or extra alef (لاكن → لكن), a missing و after ؤ, a letter typed twice. */
function lengthSlips(word: string): string[] {
  const out: string[] = [];
  if (word.length < 4) return out;
  // the article keeps its alef (والكوتا is no ولكوتا)
  const from = Math.max(1, ARTICLE.exec(word)?.[0].length ?? 0);
  for (let i = from; i < word.length; i += 1) {
    out.push(`${word.slice(0, i)}ا${word.slice(i)}`);
    if (word[i] === 'ا' && i < word.length - 1) out.push(word.slice(0, i) + word.slice(i + 1));
    if (word[i - 1] === 'ؤ' && word[i] !== 'و') out.push(`${word.slice(0, i)}و${word.slice(i)}`);
    // a verb whose root ends in ت takes the ending ت: أتمتت, ثبتت
    if (word[i] === word[i - 1] && !(word[i] === 'ت' && i === word.length - 1))
      out.push(word.slice(0, i) + word.slice(i + 1));
  }
  return out;
}

/** Two consonants swapped, in words long enough for it to be a slip rather than a loanword (وسناب is no ونساب). */
const swaps = (word: string): string[] =>
  word.replace(/^[وفبلك](?=[\u0621-\u064A]{3})/, '').length < 5
    ? []
    : Array.from({ length: word.length - 1 }, (_, i) =>
        // a long vowel that moved is how loanwords vary (الكوتا، الكوات), not a typing slip
        /[اوي]/.test(word.slice(i, i + 2))
          ? word
          : word.slice(0, i) + defined(word[i + 1]) + defined(word[i]) + word.slice(i + 2),
      );

const isCommon = (word: string) =>
  COMMON_ARABIC.has(word) ||
  COMMON_ARABIC.has(word.replace(/^[وفبلك]/, '')) ||
  COMMON_ARABIC.has(word.replace(/^[وفبك]?ال/, ''));

/** A final ة written on purpose is seldom the slip: readings that change it come last. */
const changesFinalTaa = (word: string, candidate: string) => word.endsWith('ة') && !candidate.endsWith('ة');

/**
 * The word a misspelt Arabic word stands for, when the usual slips explain it: a hamza, alef, taa
 * marbuta or alef maqsura slip, one missing or extra letter, two such slips (الاداره → الإدارة),
 * or two letters swapped in a long word. A common CV word wins; otherwise the cheapest reading, if
 * only one reading is that cheap. Undefined when nothing the dictionary knows is that close (most
 * often a name the dictionary lacks) or when the slip reads two ways.
 */
export function arabicCorrection(
  word: string,
  list: WordList,
  common: (w: string) => boolean = isCommon,
): string | undefined {
  const single = substitutions(word);
  const differences = (c: string) => Array.from(c).filter((ch, i) => ch !== word[i]).length;
  const tiers = [
    // مسؤلية: the و after ؤ is the letter most often dropped
    lengthSlips(word).filter((c) => c.includes('ؤو') && !word.includes('ؤو')),
    single,
    lengthSlips(word),
    // two slips in two places (not one letter changed twice: الميديا is no المؤديا)
    single.flatMap((first) => substitutions(first).filter((c) => c.length === word.length && differences(c) === 2)),
    swaps(word),
  ].map((tier) => {
    const known = [...new Set(tier.filter((c) => c !== word && list.has(c)))];
    const keeping = known.filter((c) => !changesFinalTaa(word, c));
    return keeping.length > 0 ? keeping : known;
  });
  const all = tiers.flat();
  const preferred = all.find(common);
  if (preferred) return preferred;
  const cheapest = tiers.find((tier) => tier.length > 0);
  return cheapest?.length === 1 ? cheapest[0] : undefined;
}

const LAM = 'ل';

/**
 * The word as written, when text extraction reversed its lam-alef ligatures: PDFs set in Cairo or
 * Noto Sans/Kufi Arabic give back خالل for خلال, عىل for على, األهلي for الأهلي. Undefined when no
 * such reversal explains the word. These are a font's encoding problem, not the writer's spelling.
 */
export function unreversedLigatures(word: string, list: WordList): string | undefined {
  const base = word.replace(/ىل/g, 'لى');
  const pairs: number[] = [];
  for (let i = 0; i + 1 < base.length; i += 1)
    if (ALEF_FORMS.includes(defined(base[i])) && base[i + 1] === LAM) pairs.push(i);
  if (base !== word && list.has(base)) return base;
  // each alef-lam pair may be a reversed lam-alef or a real one (the article): try the fewest swaps first
  const subsets = Array.from({ length: 2 ** Math.min(pairs.length, 4) }, (_, mask) => mask)
    .slice(1)
    .sort((a, b) => bitCount(a) - bitCount(b));
  for (const mask of subsets) {
    const letters = Array.from(base);
    pairs.forEach((at, k) => {
      if (mask & (1 << k)) [letters[at], letters[at + 1]] = [LAM, defined(base[at])];
    });
    const candidate = letters.join('');
    if (list.has(candidate)) return candidate;
  }
  return undefined;
}

const bitCount = (n: number) => n.toString(2).replace(/0/g, '').length;

/**
 * Signs of reversed lam-alef ligatures that need no dictionary: ى is only ever the last letter of
 * a word, and no word starts with alef before the article's lam (االستراتيجي, األهلي, اإلنجليزية).
 */
export function reversedLigatureCount(text: string): number {
  return (stripMarks(text).match(/ى[\u0621-\u064A]|(?:^|[^\u0621-\u064A])[وفبك]?ا[اأإآ]ل/g) ?? []).length;
}

/**
 * A final ه written for ة on a word the dictionary also reads as "his …" (متابعه، مهندسه، شركه):
 * CVs are written in the first person, so the ة word was meant. Short words (عليه، فيه) are left.
 */
export function taaMarbutaSlip(word: string, list: WordList): string | undefined {
  if (word.length < 5 || !word.endsWith('ه') || /(?:ته|اه|يه|وه)$/.test(word)) return undefined;
  const meant = `${word.slice(0, -1)}ة`;
  return list.has(meant) ? meant : undefined;
}
