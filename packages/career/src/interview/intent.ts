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

const cueWords = (concept: IntentConcept): Cue[] =>
  [...concept.cues.en, ...concept.cues.ar].map((cue) => (cue === NUMBER ? [[NUMBER]] : tokens(cue)));

/** A cue word of three letters or more matches the start of a word (plan → planned, خطط → خططت). */
const wordMatches = (cueWord: string[], variants: string[]) =>
  cueWord.some((c) =>
    c === NUMBER
      ? variants.some((w) => /\d/.test(w))
      : variants.some((w) => (c.length >= 3 ? w.startsWith(c) : w === c)),
  );

function cueIn(cue: Cue, words: string[][]): boolean {
  for (let i = 0; i + cue.length <= words.length; i += 1) {
    if (cue.every((c, j) => wordMatches(c, words[i + j] ?? []))) return true;
  }
  return false;
}

const compiled = new WeakMap<IntentConcept, Cue[]>();

/** Is the concept addressed in a sentence of the answer (a list of terms does not count)? */
export function addresses(concept: IntentConcept, sentences: Sentence[]): boolean {
  let cues = compiled.get(concept);
  if (!cues) compiled.set(concept, (cues = cueWords(concept).filter((c) => c.length > 0)));
  const prose = sentences.filter((s) => s.prose);
  return cues.some((cue) => prose.some((s) => cueIn(cue, s.words)));
}

/** A question without a written intent (older sessions): each keyword stands for a concept. */
export const keywordConcepts = (keywords: string[]): IntentConcept[] =>
  keywords.map((k) => ({ en: k, ar: k, cues: { en: [k], ar: [] } }));
