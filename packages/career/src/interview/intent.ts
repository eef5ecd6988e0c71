import type { TLanguage } from '@masar/contracts';
import { tokens } from '../skills/catalog';
import type { Sentence } from './answer-text';

/** One thing a good answer to a question addresses, with the words that show it, in both languages. */
export interface IntentConcept {
  en: string;
  ar: string;
  cues: Record<TLanguage, string[]>;
}

/** a cue: its folded words, each with its proclitic-free variant (والتزمت → التزمت) */
type Cue = string[][];
/** the cue that stands for any figure in the answer */
const NUMBER = '#number';

// the endings an Arabic word takes without changing its meaning: verb persons, plurals, pronouns
const ARABIC_ENDING = /^(?:|ت|تم|تن|نا|وا|ون|ين|ان|ات|ه|ها|هم|هما|هن|ي|ك|كم|ني)$/u;
const ARABIC = /[\u0621-\u064A]/u;

/**
 * An English cue word of three letters or more matches the start of a word (plan → planned);
 * an Arabic one matches the word with an inflectional ending (خطط → خططت، خطه → خطتي), not any
 * longer word (مهم ≠ مهمتي).
 */
function matchesWord(cue: string, word: string): boolean {
  if (cue.length < 3) return word === cue;
  if (!ARABIC.test(cue)) return word.startsWith(cue);
  if (word.startsWith(cue) && ARABIC_ENDING.test(word.slice(cue.length))) return true;
  // a cue written in the first person matches the other persons: اصلحت → اصلحنا، اصلحوا
  if (/[^ا]ت$/u.test(cue) && cue.length >= 4 && matchesWord(cue.slice(0, -1), word)) return true;
  // ة (folded to ه) becomes ت before an ending: خطة → خطتي، مهمة → مهمتنا
  const stem = `${cue.slice(0, -1)}ت`;
  return cue.endsWith('ه') && word.startsWith(stem) && ARABIC_ENDING.test(word.slice(stem.length));
}

const wordMatches = (cueWord: string[], variants: string[]) =>
  cueWord.some((c) => (c === NUMBER ? variants.some((w) => /\d/.test(w)) : variants.some((w) => matchesWord(c, w))));

function cueIn(cue: Cue, words: string[][]): boolean {
  for (let i = 0; i + cue.length <= words.length; i += 1) {
    if (cue.every((c, j) => wordMatches(c, words[i + j] ?? []))) return true;
  }
  return false;
}

/** cues written for five questions or more (plan, test, manager…) show a concept only half as well */
const GENERIC_AT = 5;

interface CompiledConcept {
  specific: Cue[];
  generic: Cue[];
}
const compiled = new WeakMap<IntentConcept, CompiledConcept>();

/** How many questions of the bank use each cue: the more, the less a cue says about one question. */
export function cueFrequencies(intents: IntentConcept[][]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const intent of intents) {
    for (const cue of new Set(intent.flatMap((c) => [...c.cues.en, ...c.cues.ar])))
      counts.set(cue, (counts.get(cue) ?? 0) + 1);
  }
  return counts;
}

function compile(concept: IntentConcept, frequencies: Map<string, number>): CompiledConcept {
  const cues = [...concept.cues.en, ...concept.cues.ar];
  const words = (list: string[]) =>
    list.map((cue) => (cue === NUMBER ? [[NUMBER]] : tokens(cue))).filter((c) => c.length > 0);
  return {
    specific: words(cues.filter((c) => (frequencies.get(c) ?? 0) < GENERIC_AT)),
    generic: words(cues.filter((c) => (frequencies.get(c) ?? 0) >= GENERIC_AT)),
  };
}

/**
 * How well the answer's sentences show the concept (a list of terms does not count): 1 by a cue
 * of its own, 0.5 by a cue many questions share, 0 not at all.
 */
export function addresses(concept: IntentConcept, sentences: Sentence[], frequencies: Map<string, number>): number {
  let cues = compiled.get(concept);
  if (!cues) compiled.set(concept, (cues = compile(concept, frequencies)));
  const prose = sentences.filter((s) => s.prose);
  const shown = (list: Cue[]) => list.some((cue) => prose.some((s) => cueIn(cue, s.words)));
  return shown(cues.specific) ? 1 : shown(cues.generic) ? 0.5 : 0;
}

/** A question without a written intent (older sessions): each keyword stands for a concept. */
export const keywordConcepts = (keywords: string[]): IntentConcept[] =>
  keywords.map((k) => ({ en: k, ar: k, cues: { en: [k], ar: [] } }));
