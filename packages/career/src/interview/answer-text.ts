import { tokens } from '../skills/catalog';

/** A sentence of an answer, with its folded word tokens (each with its proclitic-free variant). */
export interface Sentence {
  text: string;
  words: string[][];
  /** written as a sentence (function words, verbs), not a list of terms */
  prose: boolean;
}

// words that carry a sentence rather than name a topic
const FUNCTION_WORDS = new Set(
  (
    'i we my our me us he she they it its his her their you your the a an to of in on at for with by from and but or so ' +
    'because then when while that this these those was were is are be been had has have did do does would will could ' +
    'not no as if after before about into than which who what how why there here all each some any one just also ' +
    'في من علي الي عن مع ثم لان لانه لانها كان كانت كنت كنا كانوا ان انه انها انا نحن هو هي هم هذا هذه ذلك تلك التي الذي ' +
    'الذين عندما حين حتي بعد قبل لكن لم لن قد كل ما لا او اذا لو كي حيث بين عند لدي لي لنا به بها منه منها عليه عليها فيه فيها ' +
    'ايضا فقط ثم وقد فقد مما كما'
  ).split(' '),
);
// a first-person or past verb: English -ed forms, Arabic verbs ending in ت/نا/وا that are not plurals in ات
const ENGLISH_VERB =
  /^(?:\p{L}{2,}ed|did|made|led|built|took|got|went|saw|told|thought|found|ran|wrote|set|put|kept|met|sent|spoke|gave|chose|felt|left|brought|began|understood)$/u;
const ARABIC_VERB = /^(?!ال)[\u0621-\u064A]{2,6}(?:ت|نا|وا)$/u;

const isFunctionWord = (variants: string[]) =>
  variants.some((w) => FUNCTION_WORDS.has(w)) || /^[وف][\u0621-\u064A]{3,}$/u.test(variants[0] ?? '');
const isVerb = (variants: string[]) =>
  variants.some((w) => ENGLISH_VERB.test(w) || (ARABIC_VERB.test(w) && !w.endsWith('ات')));

/** Does a stretch of words read as a sentence? Lists of terms have few function words and no verb. */
function readsAsProse(words: string[][]): boolean {
  if (words.length < 4) return false;
  const functionShare = words.filter(isFunctionWord).length / words.length;
  const verbs = words.filter(isVerb).length;
  return functionShare >= 0.2 || (verbs > 0 && functionShare >= 0.1);
}

/** A comma-separated fragment of one to three words, none of them a function word: an item of a list. */
const isListItem = (words: string[][]) => words.length > 0 && words.length <= 3 && !words.some(isFunctionWord);

/** سأرفض، وسنبدأ: the future prefix س before a present verb, dropped as a variant (ارفض، نبدا) */
function withoutFuture(variants: string[]): string[] {
  const bare = variants.flatMap((w) => (/^س[اينت][\u0621-\u064A]{2,}$/u.test(w) ? [w.slice(1)] : []));
  return bare.length ? [...variants, ...bare] : variants;
}

/**
 * The answer cut into sentences. A sentence that is mostly a list of terms ("teamwork,
 * communication, deadlines, KPIs") keeps only its other fragments, so that naming a topic in a
 * list does not count as talking about it.
 */
export function sentencesOf(answer: string): Sentence[] {
  return answer
    .split(/(?<=[.!?؟؛;])\s+|\n+/u)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((text) => {
      const fragments = text.split(/[,،:]\s*|\s[-–—]\s/u).map((f) => tokens(f).map(withoutFuture));
      const items = fragments.filter(isListItem).length;
      const kept = items >= 3 ? fragments.filter((f) => !isListItem(f)) : fragments;
      const words = kept.flat();
      return { text, words: fragments.flat(), prose: readsAsProse(words) };
    });
}

const NON_ANSWER =
  /\b(?:i (?:do not|don'?t|dont) know|no idea|not sure|i have no (?:experience|example)|never happened)\b|لا اعرف|لا اعلم|لا ادري|مش عارف|ما بعرف|ما اعرف|معرفش|ليس لدي فكره|لا توجد لدي|لم يحدث|لا يوجد/u;

/** «لا أعرف», "I don't know", a handful of words: nothing to judge. */
export function isNonAnswer(folded: string, wordCount: number): boolean {
  return wordCount < 8 || (wordCount < 25 && NON_ANSWER.test(folded));
}
