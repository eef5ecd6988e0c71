import type { TEnhanceTarget, TLanguage, TResumeData } from '@masar/contracts';
import { descriptionLines } from '../render/labels';
import { hasMetric } from '../score/achievements';
import { foldForMatch } from '../text/normalize';
import {
  CLICHES_AR,
  CLICHES_EN,
  GERUND_TO_PAST,
  NOUN_TO_PAST_AR,
  WEAK_OPENERS_AR,
  WEAK_OPENERS_EN,
} from '../text/verbs';
import { defined } from '@masar/contracts/defined';

export type RewriteReason = 'strongVerb' | 'pastTense' | 'addFigure' | 'firstPerson' | 'cliche';

export interface Rewrite {
  target: TEnhanceTarget;
  original: string;
  suggested: string;
  reasons: RewriteReason[];
  needsFigures: boolean;
  questions: string[];
}

type Category = 'growth' | 'efficiency' | 'scale' | 'people';

const CATEGORY_WORDS: [Category, RegExp][] = [
  [
    'people',
    /^(led|trained|mentored|hired|recruited|coached|supervised|managed a team)\b|^(قدت|دربت|وظفت|أشرفت|قيادة|تدريب|توظيف)/i,
  ],
  [
    'growth',
    /^(increased|grew|boosted|sold|generated|raised|expanded|launched|won|closed|marketed|ran)\b|^(زدت|بعت|سوقت|أطلقت|حققت|زيادة|تسويق|بيع)/i,
  ],
  [
    'scale',
    /^(managed|served|handled|supported|answered|processed|maintained|organized|coordinated|taught|prepared|reviewed)\b|^(أدرت|تعاملت|دعمت|رددت|أدخلت|نظمت|نسقت|أعددت|راجعت|تابعت|استقبلت)/i,
  ],
];
const categoryOf = (text: string): Category => CATEGORY_WORDS.find(([, re]) => re.test(text))?.[0] ?? 'efficiency';

const FIGURE: Record<TLanguage, Record<Category, { tail: string; question: string }>> = {
  en: {
    growth: {
      tail: ', increasing [what] by [X%] in [N months]',
      question: 'By how much did it grow, and over how long?',
    },
    efficiency: {
      tail: ', cutting [time, cost or errors] by [X%]',
      question: 'How much time, money or errors did it save?',
    },
    scale: {
      tail: ' for [N] [customers, users or items]',
      question: 'How many customers, users or items did it cover?',
    },
    people: { tail: ' ([N] people)', question: 'How many people did you lead, train or hire?' },
  },
  ar: {
    growth: { tail: '، مما زاد [المؤشر] بنسبة [X%] خلال [N] أشهر', question: 'بكم زادت النتيجة، وفي أي مدة؟' },
    efficiency: {
      tail: '، مما خفّض [الوقت أو التكلفة أو الأخطاء] بنسبة [X%]',
      question: 'كم وفّرت من الوقت أو المال أو الأخطاء؟',
    },
    scale: {
      tail: ' لـ[N] من [العملاء أو المستخدمين أو الطلبات]',
      question: 'كم عدد العملاء أو المستخدمين أو الطلبات؟',
    },
    people: { tail: ' ([N] أشخاص)', question: 'كم عدد الأشخاص الذين قدتهم أو دربتهم أو وظفتهم؟' },
  },
};

const capitalise = (s: string) => (s ? defined(s[0]).toUpperCase() + s.slice(1) : s);

/** "cleaning" → "Cleaned", "reporting" → "Reported": regular verbs; the irregular ones are in GERUND_TO_PAST. */
const regularPast = (word: string) => {
  const stem = word.toLowerCase().match(/^([a-z]{3,}[^aeiou])ing$/)?.[1];
  return stem && !/(.)\1$/.test(stem) ? capitalise(`${stem}ed`) : undefined;
};

function strongOpening(text: string, lang: TLanguage): { text: string; reasons: RewriteReason[] } {
  const reasons: RewriteReason[] = [];
  let out = text;
  if (lang === 'en') {
    if (/^(i|my)\s+/i.test(out)) {
      out = out.replace(/^(i|my)\s+/i, '');
      reasons.push('firstPerson');
    }
    const weak = out.match(WEAK_OPENERS_EN);
    if (weak) {
      out = out.slice(weak[0].length);
      reasons.push('strongVerb');
    }
    const first = out.match(/^[A-Za-z]+/)?.[0] ?? '';
    const past = GERUND_TO_PAST[first.toLowerCase()] ?? regularPast(first);
    if (past) {
      out = `${past}${out.slice(first.length)}`;
      if (!weak) reasons.push('pastTense');
    } else if (weak) out = `Delivered ${out}`;
    return { text: capitalise(out), reasons };
  }
  if (/^أنا\s+/.test(out)) {
    out = out.replace(/^أنا\s+/, '');
    reasons.push('firstPerson');
  }
  const weak = out.match(WEAK_OPENERS_AR);
  if (weak) {
    out = out.slice(weak[0].length);
    reasons.push('strongVerb');
  }
  const first = out.split(/\s+/)[0] ?? '';
  const past = NOUN_TO_PAST_AR[foldForMatch(first)];
  if (past) {
    // "التعامل مع" → "تعاملت مع"; "إدارة الحسابات" → "أدرت الحسابات"
    out = `${past}${out.slice(first.length)}`;
    if (!weak) reasons.push('pastTense');
  } else if (weak) out = `نفّذت ${out}`;
  return { text: out, reasons };
}

/** One achievement line made stronger: an action verb first, and a place for the missing figure. */
export function rewriteLine(line: string, lang: TLanguage): Omit<Rewrite, 'target'> | undefined {
  const original = line.trim();
  const opening = strongOpening(original.replace(/[.،]+$/, ''), lang);
  let text = opening.text;
  const reasons = [...opening.reasons];
  const questions: string[] = [];
  const needsFigures = !hasMetric(original);
  if (needsFigures) {
    const figure = FIGURE[lang][categoryOf(text)];
    text += figure.tail;
    questions.push(figure.question);
    reasons.push('addFigure');
  }
  if (reasons.length === 0) return undefined;
  return { original, suggested: lang === 'en' ? `${text}.` : text, reasons, needsFigures, questions };
}

function rewriteSummary(summary: string, lang: TLanguage): Omit<Rewrite, 'target'> | undefined {
  const original = summary.trim();
  if (!original) return undefined;
  const reasons: RewriteReason[] = [];
  let text = original;
  for (const phrase of lang === 'en' ? CLICHES_EN : CLICHES_AR) {
    // no \\b: it knows only ASCII letters, and the Arabic phrases need a boundary too
    const re = new RegExp(
      `\\s*[,،]?\\s*(?:a\\s+|an\\s+)?${phrase.replace(/[/\\^$*+?.()|[\]{}]/g, '\\$&')}(?=$|[\\s,.،])[,،]?`,
      'giu',
    );
    if (re.test(text)) {
      text = text.replace(re, ' ');
      if (!reasons.includes('cliche')) reasons.push('cliche');
    }
  }
  if (lang === 'en' && /^(i am|i'm)\s+(an?\s+)?/i.test(text)) {
    text = capitalise(text.replace(/^(i am|i'm)\s+(an?\s+)?/i, ''));
    reasons.push('firstPerson');
  } else if (lang === 'ar' && /^أنا\s+/.test(text)) {
    text = text.replace(/^أنا\s+/, '');
    reasons.push('firstPerson');
  }
  text = text
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,.،])/g, '$1')
    .trim();
  const questions: string[] = [];
  const needsFigures = !hasMetric(original);
  if (needsFigures) {
    const saysYears = /\byears?\b|سنوات|سنة|سنه|أعوام|عام/i.test(text);
    const tail =
      lang === 'en'
        ? saysYears
          ? ', including [one result with a figure].'
          : ', with [N] years of experience and [one result with a figure].'
        : saysYears
          ? '، ومن إنجازاتي [إنجاز واحد بالأرقام].'
          : '، بخبرة [N] سنوات و[إنجاز واحد بالأرقام].';
    text = text.replace(/[.،]$/, '') + tail;
    questions.push(
      lang === 'en'
        ? 'How many years of experience do you have, and what is your best result in figures?'
        : 'كم سنة خبرتك، وما أفضل إنجاز لك بالأرقام؟',
    );
    reasons.push('addFigure');
  }
  if (reasons.length === 0) return undefined;
  return { original, suggested: text, reasons, needsFigures, questions };
}

/** The built-in engine's suggestions for a CV: the summary and every achievement line. */
export function builtinRewrites(data: TResumeData, lang: TLanguage): Rewrite[] {
  const rewrites: Rewrite[] = [];
  const summary = rewriteSummary(data.summary, lang);
  if (summary) rewrites.push({ target: { section: 'summary' }, ...summary });
  data.experience.forEach((e, index) => {
    descriptionLines(e.description).forEach((line, lineIndex) => {
      const r = rewriteLine(line, lang);
      if (r) rewrites.push({ target: { section: 'experience', index, line: lineIndex }, ...r });
    });
  });
  return rewrites;
}
