import type { TEnhanceResult, TEnhanceSuggestion, TEnhanceTarget, TLanguage, TResumeData } from '@masar/contracts';
import type { EngineLogger, Lang } from '../engine-types';
import { enhanceReason } from '../review-messages';
import type { LlmClient } from '../llm/client';
import { descriptionLines } from '../render/labels';
import { shortHash } from '../text/normalize';
import { builtinRewrites, type Rewrite } from './builtin';
import { llmRewrites } from './llm-rewrites';
import { defined } from '@masar/contracts/defined';

const targetKey = (t: TEnhanceTarget) => (t.section === 'summary' ? 'summary' : `experience.${t.index}.${t.line}`);

/**
 * Suggested rewrites for a CV. The built-in engine always answers; with a model configured, its
 * rewrite of a line replaces the built-in one when it passes the guard (no new names, dates or
 * numbers), and any failure of the model leaves the built-in suggestions.
 */
export async function enhanceCv(
  data: TResumeData,
  lang: TLanguage,
  readerLang: Lang,
  llm: LlmClient | undefined,
  log: EngineLogger,
): Promise<TEnhanceResult> {
  const rewrites = await builtinRewrites(data, lang);
  const llmState = { configured: Boolean(llm), used: false, rejected: 0, fellBack: false };
  const fromModel = new Map<string, string>();
  if (llm && rewrites.length) {
    const items = rewrites.map((r) => {
      const job = r.target.section === 'experience' ? data.experience[r.target.index] : undefined;
      return {
        id: targetKey(r.target),
        text: r.original,
        context: job ? `${job.jobTitle} ${job.company}` : `${data.jobTitle} ${data.name}`,
      };
    });
    try {
      const outcome = await llmRewrites(llm, items, lang);
      outcome.accepted.forEach((text, id) => fromModel.set(id, text));
      llmState.rejected = outcome.rejected;
      llmState.used = fromModel.size > 0;
    } catch (error) {
      log.warn({ err: error }, 'LLM rewrite failed; the built-in engine answers');
      llmState.fellBack = true;
    }
  }
  const suggestions: TEnhanceSuggestion[] = rewrites.map((r: Rewrite) => {
    const model = fromModel.get(targetKey(r.target));
    const suggested = model ?? r.suggested;
    const needsFigures = /\[[^\]]+\]/.test(suggested);
    return {
      id: shortHash(`${targetKey(r.target)}\n${r.original}\n${suggested}`),
      target: r.target,
      original: r.original,
      suggested,
      engine: model ? 'llm' : 'builtin',
      reasons: (model ? (['strongVerb'] as const) : r.reasons).map((reason) => enhanceReason(reason, readerLang)),
      needsFigures,
      questions: needsFigures ? r.questions : [],
    };
  });
  return { language: lang, engine: llmState.used ? 'llm' : 'builtin', llm: llmState, suggestions };
}

/** The CV with the accepted lines in place; the index of a target that does not exist, if any. */
export function applyRewrites(
  data: TResumeData,
  accepted: { target: TEnhanceTarget; text: string }[],
): { data: TResumeData } | { missing: number } {
  const next: TResumeData = structuredClone(data);
  const lines = next.experience.map((e) => descriptionLines(e.description));
  for (const [i, { target, text }] of accepted.entries()) {
    if (target.section === 'summary') {
      next.summary = text;
      continue;
    }
    const job = lines[target.index];
    if (!job || target.line >= job.length) return { missing: i };
    job[target.line] = text.replace(/\s*\n+\s*/g, ' ');
  }
  next.experience = next.experience.map((e, i) => ({ ...e, description: defined(lines[i]).join('\n') }));
  return { data: next };
}
