import {
  ACTION_NOUNS,
  gerundBase,
  gerundOf,
  isPastForm,
  pastOf,
  VERB_BASES,
  verbBase,
  verbOf,
} from '../text/english-verbs';
import { WEAK_OPENERS_EN } from '../text/verbs';
import { withFigure, type LineRewrite } from './line-rewrite';

/** What a duty opener becomes when no verb follows it: "Responsible for the payroll" → "Managed the payroll". */
const OPENER_VERBS: [RegExp, string][] = [
  [/responsible|in\s+charge|tasked|duties/i, 'Managed'],
  [/help|assist/i, 'Supported'],
  [/participat|involved|took\s+part/i, 'Contributed to'],
  [/work/i, 'Delivered'],
];

/** Verbs whose result is a change: the figure is "by how much". */
const CHANGE = new Set(
  'reduce cut decrease lower increase grow boost raise improve accelerate save optimize streamline expand double triple'.split(
    ' ',
  ),
);
/** Verbs that make something: the figure is how many use it. */
const CREATE = new Set(
  'build develop design create launch implement deploy write publish automate redesign'.split(' '),
);

/** Things made for others to use: a line about one asks how many used it. */
const DELIVERABLES =
  /^(?:report|dashboard|website|site|app|application|system|tool|platform|guide|manual|database|portal|newsletter|course|curriculum|template)$/i;

/** Base forms that are nouns as often as verbs: one opens a line as a verb only before an object. */
const NOUN_TOO = new Set(
  'support report test design plan process order model research document record service file book call email mark type print count stock market target structure survey partner source supply quote screen schedule interview visit review track use work help check balance clean draft edit format model pilot quote record register shape sort update upgrade'.split(
    ' ',
  ),
);

const DETERMINERS = /^(?:the|all|its|their|our|some|several|many|various)$/i;
const STOPS = /^(?:to|with|for|in|on|at|from|by|into|through|across|using|via|and|or|as|while|after|before)$/i;
const NOT_PLURAL = /(?:ss|us|is|ics|'s|’s)$|^(?:this|its|was|has|does|always|less|news|series|sales)$/i;

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * "[number]" before the first plural noun after the verb, where the line counts things: "Trained
 * new hires" → "Trained [number] new hires", "Led a team of engineers" → "Led a team of [number]
 * engineers". Undefined when the line names nothing countable.
 */
function countPlaceholder(words: string[]): { words: string[]; noun: string } | undefined {
  for (let i = 1; i < Math.min(words.length, 7); i += 1) {
    const word = words[i] ?? '';
    if (STOPS.test(word) || /[,;:]$/.test(words[i - 1] ?? '')) return undefined;
    if (!/^[a-z]{3,}s[.,;]?$/.test(word) || NOT_PLURAL.test(word.replace(/[.,;]$/, ''))) continue;
    let start = i;
    while (start > 1 && !DETERMINERS.test(words[start - 1] ?? '') && !/^(?:of|a|an)$/i.test(words[start - 1] ?? '')) {
      if (/['’]s$/.test(words[start - 1] ?? '')) break;
      start -= 1;
    }
    const dropDeterminer = start > 1 && DETERMINERS.test(words[start - 1] ?? '') ? 1 : 0;
    const noun = words
      .slice(start, i + 1)
      .join(' ')
      .replace(/[.,;]$/, '');
    return {
      words: [...words.slice(0, start - dropDeterminer), '[number]', ...words.slice(start)],
      noun,
    };
  }
  return undefined;
}

function figure(text: string): { text: string; question: string } | undefined {
  const words = text.split(/\s+/);
  const verb = verbOf(words[0] ?? '');
  // only a line that opens with what was done has a place for its figure ("The team handles returns" has none)
  if (!verb) return undefined;
  if (CHANGE.has(verb) && !/\bby\b/i.test(text))
    return { text: `${text} by [X]%`, question: 'By what percentage did it change, and over what period?' };
  const counted = countPlaceholder(words);
  if (counted) return { text: counted.words.join(' '), question: `How many ${counted.noun}?` };
  const stop = words.findIndex((w, i) => i > 0 && STOPS.test(w));
  const object = words.slice(1, stop < 0 ? undefined : stop);
  if (CREATE.has(verb) || object.some((w) => DELIVERABLES.test(w.replace(/[.,;]$/, ''))))
    return { text: `${text}, used by [number] people`, question: 'How many people used it?' };
  return undefined;
}

/**
 * An English achievement line with a past-tense action verb first (irregular verbs right: led,
 * dealt, built), the first person and duty openers gone, and a placeholder where a figure would
 * prove the result. Nothing is invented: a placeholder is the learner's to fill.
 */
export function englishLine(line: string, wantsFigure: boolean): LineRewrite {
  const reasons: LineRewrite['reasons'] = [];
  let out = line.replace(/^[•●▪◦*–-]\s*/, '');
  const weak = WEAK_OPENERS_EN.exec(out);
  if (/^(?:i|i['’]m|my)\s+/i.test(out)) {
    if (!weak) out = out.replace(/^(?:i|i['’]m|my)\s+/i, '');
    reasons.push('firstPerson');
  }
  if (weak) out = out.slice(weak[0].length).replace(/^(?:with|in|on)\s+/i, '');
  const [first = '', second = ''] = out.split(/\s+/);
  const word = first.replace(/[^A-Za-z-]/g, '');
  const lower = word.toLowerCase();
  const noun = ACTION_NOUNS[lower];
  const base = noun ?? verbBase(word);
  // a bare base form is a verb only before its object ("Manage the team"), not a noun ("Report writing")
  const bare = VERB_BASES.has(lower) && !noun;
  const objectFollows =
    /^(?:(?:the|a|an|our|their|all|new|of|for)\b|\d|[A-Z])/.test(second) ||
    /s$/.test(second) ||
    // "Provide technical support": a verb that is no noun takes any object; "Support tickets" stays
    (!NOUN_TOO.has(lower) && /^[a-z]+$/.test(second) && !/ing$/.test(second) && !STOPS.test(second));
  if (base && !isPastForm(word) && (!bare || objectFollows)) {
    // "Design of the process", "Audits of the branches": the noun's "of" goes with it
    const rest = out
      .slice(first.length)
      .trim()
      .replace(/^(?:of|for)\s+(?:the\s+)?/i, (of) => (/^of/i.test(of) || noun || bare ? '' : of));
    // "Preparing plans and correcting homework": the verbs that follow take the same tense
    const parallel = /ing$/i.test(word)
      ? rest.replace(/((?:^|,|\band)\s+)([a-z]+ing)\b/g, (all, before: string, gerund: string) => {
          const verb = gerundBase(gerund);
          return verb ? `${before}${pastOf(verb)}` : all;
        })
      : rest;
    out = [capitalise(pastOf(base)), parallel].filter(Boolean).join(' ');
    reasons.push(weak ? 'strongVerb' : 'pastTense');
  } else if (weak && !/^handled/i.test(weak[0].trim())) {
    const verb = OPENER_VERBS.find(([re]) => re.test(weak[0]))?.[1] ?? 'Managed';
    let object = out.replace(/^(?:The|A|An|Our|All)\b/, (d) => d.toLowerCase());
    // "in charge of inventory management" → "Managed inventory", not "Managed inventory management"
    if (verb === 'Managed') object = object.replace(/^((?:\S+\s+){0,2}?\S+)\s+management\b/i, '$1');
    // "helping the team close the books" → "Supported the team in closing the books"
    if (verb === 'Supported')
      object = object.replace(/^((?:the\s+|our\s+)?\S+(?:\s+\S+)?)\s+([a-z]+)\b/i, (all, who: string, next: string) =>
        VERB_BASES.has(next.toLowerCase()) && !/^(?:the|our|in|with|on|to)$/i.test(who)
          ? `${who} in ${gerundOf(next)}`
          : all,
      );
    out = `${verb} ${object}`;
    reasons.push('strongVerb');
  } else if (weak) out = `Handled ${out}`;
  out = capitalise(out);
  return withFigure(out, reasons, wantsFigure ? figure(out) : undefined);
}
