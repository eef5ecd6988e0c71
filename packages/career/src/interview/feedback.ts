import type { TAnswerFeedback, TInterviewKind, TLanguage } from '@masar/contracts';
import { skillsInText, tokens } from '../skills/catalog';
import { asciiDigits, foldForMatch } from '../text/normalize';
import type { SessionQuestion } from './bank';
import { criterionComment, type CriterionName } from './texts';
import { defined } from '@masar/contracts/defined';

// STAR markers (situation, task, action, result), folded, in both languages
const STAR: Record<'S' | 'T' | 'A' | 'R', RegExp> = {
  S: /\b(when i was|at my (previous|last)|in my (previous|last|current) (job|role|company)|there was|we had|our team|the situation|the context|last year|once)\b|عندما كنت|في عملي السابق|في وظيفتي|كان لدينا|كانت لدينا|واجهنا|الموقف|في شركه|خلال عملي|ذات مره|العام الماضي/i,
  T: /\b(my task|my goal|i needed to|i had to|i was asked|i was responsible|the goal|my role was|we needed to|the target)\b|كانت مهمتي|كان علي|طلب مني|الهدف|مسؤوليتي|كان المطلوب|كان دوري/i,
  A: /\b(i (decided|built|created|led|organized|talked|spoke|called|wrote|designed|analyzed|proposed|started|set up|made|met|asked|checked|fixed|trained|reviewed|prioritized|split|scheduled))\b|\b(so i|then i|first,? i)\b|قمت|بدات|قررت|تواصلت|حللت|بنيت|صممت|اقترحت|نظمت|اجتمعت|كتبت|راجعت|اصلحت|دربت|قسمت|ثم|اولا/i,
  R: /\b(as a result|the result|which led to|resulted in|reduced|increased|saved|improved|we (delivered|finished|won)|i learned|learnt|since then)\b|نتيجه|نتيجه لذلك|ادي ذلك|مما|زاد|زادت|انخفض|انخفضت|وفر|تعلمت|منذ ذلك|حققنا|سلمنا/i,
};
const SEQUENCE =
  /\b(first|then|next|finally|because|for example|for instance|e\.g\.|step)\b|اولا|ثانيا|ثم|بعد ذلك|اخيرا|لان|مثلا|علي سبيل المثال|خطوه/gi;
const EXAMPLE = /\b(for example|for instance|e\.g\.|in one case|at [A-Z]\w+)\b|مثلا|علي سبيل المثال|في احدي المرات/i;

const band = (value: number, steps: [number, number][]) => steps.find(([min]) => value >= min)?.[1] ?? 0;

/** Feedback on one answer: structure (STAR), relevance, specifics and length, 25 points each. */
export function answerFeedback(
  question: SessionQuestion,
  answer: string,
  language: TLanguage,
  roleSkills: string[],
): TAnswerFeedback {
  const folded = foldForMatch(answer);
  const kind: TInterviewKind = question.kind;

  const star = (['S', 'T', 'A', 'R'] as const).filter((k) => STAR[k].test(folded));
  const sequence = new Set(folded.match(SEQUENCE) ?? []).size;
  const structure =
    kind === 'technical'
      ? band(sequence, [
          [3, 25],
          [2, 19],
          [1, 13],
          [0, 5],
        ])
      : Math.round((star.length / 4) * 20) + (star.includes('R') ? 5 : 0);

  const words = tokens(answer);
  const keywords = [...question.keywords, ...roleSkills].map((k) => tokens(k).map((v) => defined(v[v.length - 1])));
  const hits = keywords.filter(
    (kw) =>
      kw.length > 0 &&
      words.some((variants) =>
        variants.some((w) => w.startsWith(defined(kw[0]).slice(0, Math.max(4, defined(kw[0]).length - 2)))),
      ),
  ).length;
  const relevance = band(hits, [
    [4, 25],
    [3, 22],
    [2, 18],
    [1, 12],
    [0, 4],
  ]);

  const numbers = (asciiDigits(answer).match(/\d+/g) ?? []).length;
  const tools = skillsInText(answer).length;
  const specifics = Math.min(
    25,
    3 +
      (numbers > 0 ? 10 : 0) +
      (tools > 0 ? 6 : 0) +
      (tools > 2 ? 2 : 0) +
      (EXAMPLE.test(answer) || EXAMPLE.test(folded) ? 4 : 0),
  );

  const count = answer.split(/\s+/).filter(Boolean).length;
  const [min, max] = kind === 'technical' ? [50, 220] : [80, 250];
  const length =
    count < 20 ? 3 : count < min * 0.6 ? 10 : count < min ? 18 : count <= max ? 25 : count <= max * 2 ? 15 : 8;

  const scores: Record<CriterionName, number> = { structure: Math.min(25, structure), relevance, specifics, length };
  const missingStar = (['S', 'T', 'A', 'R'] as const).filter((k) => !star.includes(k));
  const criteria = (Object.keys(scores) as CriterionName[]).map((criterion) => ({
    criterion,
    score: scores[criterion],
    comment: criterionComment(criterion, scores[criterion], language, { kind, missingStar, count, min, max }),
  }));
  const strengths = criteria
    .filter((c) => c.score >= 20)
    .map((c) => criterionComment(c.criterion, 25, language, { kind, missingStar, count, min, max }));
  const improvements = criteria.filter((c) => c.score < 20).map((c) => c.comment);
  return { score: criteria.reduce((s, c) => s + c.score, 0), criteria, strengths, improvements };
}
