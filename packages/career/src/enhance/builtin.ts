import type { TEnhanceTarget, TLanguage, TResumeData } from '@masar/contracts';
import { findDateRange } from '../parse/dates';
import { descriptionLines } from '../render/labels';
import { hasMetric } from '../score/achievements';
import { foldForMatch } from '../text/normalize';
import { namesInCv } from '../text/spelling';
import { CLICHES_AR, CLICHES_EN } from '../text/verbs';
import { arabicLine } from './arabic-line';
import type { LineRewrite } from './line-rewrite';
import { englishLine } from './english-line';
import { fixTypos } from './typos';

export type RewriteReason = 'strongVerb' | 'pastTense' | 'addFigure' | 'firstPerson' | 'cliche' | 'typo';

export interface Rewrite {
  target: TEnhanceTarget;
  original: string;
  suggested: string;
  reasons: RewriteReason[];
  needsFigures: boolean;
  questions: string[];
}

/**
 * A line of a job that is not an achievement: its dates, its title or employer, or a short line
 * of them ("Accountant | ABC Co. | 2019 – 2021"). Such lines are left as they are.
 */
function isHeaderLine(line: string, job: TResumeData['experience'][number]): boolean {
  const folded = foldForMatch(line);
  const names = [job.jobTitle, job.company].map(foldForMatch).filter(Boolean);
  if (names.some((n) => folded === n || folded.startsWith(`${n} `) || folded.endsWith(` ${n}`))) return true;
  return findDateRange(line) !== undefined && line.split(/\s+/).length <= 12;
}

/** One achievement line made stronger: the typo fixed, an action verb first, a place for the missing figure. */
export function rewriteLine(line: string, lang: TLanguage, typoFixed = line): Omit<Rewrite, 'target'> | undefined {
  const original = line.trim();
  const rewrite: LineRewrite = (lang === 'en' ? englishLine : arabicLine)(
    typoFixed.trim().replace(/[.،]+$/, ''),
    !hasMetric(original),
  );
  const reasons: RewriteReason[] = [...(typoFixed.trim() !== original ? (['typo'] as const) : []), ...rewrite.reasons];
  if (reasons.length === 0) return undefined;
  const needsFigures = rewrite.reasons.includes('addFigure');
  const suggested = lang === 'en' && !/[.!?]$/.test(rewrite.text) ? `${rewrite.text}.` : rewrite.text;
  return { original, suggested, reasons, needsFigures, questions: rewrite.question ? [rewrite.question] : [] };
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
    text = text.replace(/^(i am|i'm)\s+(an?\s+)?/i, '');
    text = text.charAt(0).toUpperCase() + text.slice(1);
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
          : ', with [number] years of experience and [one result with a figure].'
        : saysYears
          ? '، ومن إنجازاتي [إنجاز واحد بالأرقام].'
          : '، بخبرة [عدد] سنوات و[إنجاز واحد بالأرقام].';
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
export async function builtinRewrites(data: TResumeData, lang: TLanguage): Promise<Rewrite[]> {
  const rewrites: Rewrite[] = [];
  const summary = rewriteSummary(data.summary, lang);
  if (summary) rewrites.push({ target: { section: 'summary' }, ...summary });
  const bullets = data.experience.flatMap((job, index) =>
    descriptionLines(job.description)
      .map((text, line) => ({ text, target: { section: 'experience' as const, index, line } }))
      .filter(({ text }) => !isHeaderLine(text, job)),
  );
  const fixed = await fixTypos(
    bullets.map((b) => b.text),
    lang,
    namesInCv(data),
  );
  bullets.forEach((b, i) => {
    const r = rewriteLine(b.text, lang, fixed[i]);
    if (r) rewrites.push({ target: b.target, ...r });
  });
  return rewrites;
}
