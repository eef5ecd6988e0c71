import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ZCareerLevel, type TCareerLevel, type TInterviewKind, type TLanguage } from '@masar/contracts';
import type { RoleRow } from '../skills/catalog';
import { shortHash } from '../text/normalize';
import { cueFrequencies, type IntentConcept } from './intent';

const ZConcept = z.object({
  en: z.string(),
  ar: z.string(),
  cues: z.object({ en: z.array(z.string()), ar: z.array(z.string()) }),
});
const ZQuestion = z.object({
  id: z.string(),
  en: z.string(),
  ar: z.string(),
  keywords: z.array(z.string()),
  /** what a good answer addresses, in the order a recruiter would look for it; the first is the topic itself */
  intent: z.array(ZConcept).min(3),
  levels: z.array(ZCareerLevel).optional(),
});
const ZBank = z.object({
  behavioural: z.array(ZQuestion),
  situational: z.array(ZQuestion),
  technicalByFamily: z.record(z.string(), z.array(ZQuestion)),
  technicalByRole: z.record(z.string(), z.array(ZQuestion)),
});
type BankQuestion = z.infer<typeof ZQuestion>;

/** Question banks per kind, role family and role, in Arabic and English (data/interview-questions.json). */
const BANK = ZBank.parse(
  JSON.parse(readFileSync(new URL('../data/interview-questions.json', import.meta.url), 'utf8')),
);

const INTENTS = new Map<string, IntentConcept[]>(
  [
    ...BANK.behavioural,
    ...BANK.situational,
    ...Object.values(BANK.technicalByFamily).flat(),
    ...Object.values(BANK.technicalByRole).flat(),
  ].map((q) => [q.id, q.intent]),
);

/** How many questions each intent cue serves (intent.ts weighs shared cues down). */
export const CUE_FREQUENCIES = cueFrequencies([...INTENTS.values()]);

/** What a good answer to a bank question addresses; a follow-up asked by the model inherits its question's. */
export const intentOf = (questionId: string): IntentConcept[] | undefined =>
  INTENTS.get(questionId.replace(/-follow-up$/, ''));

/** A question as a session stores it. */
export interface SessionQuestion {
  id: string;
  kind: TInterviewKind;
  text: string;
  keywords: string[];
  followUp: boolean;
}

function candidates(role: RoleRow, level: TCareerLevel, kind: TInterviewKind): BankQuestion[] {
  const pool =
    kind === 'technical'
      ? [...(BANK.technicalByRole[role.id] ?? []), ...(BANK.technicalByFamily[role.family] ?? [])]
      : BANK[kind];
  return pool.filter((q) => !q.levels || q.levels.includes(level));
}

/** Order by a hash of the session seed: different sessions get different questions, each session a fixed list. */
export function pickQuestions(
  role: RoleRow,
  level: TCareerLevel,
  kind: TInterviewKind,
  language: TLanguage,
  count: number,
  seed: string,
): SessionQuestion[] {
  const pool = candidates(role, level, kind);
  // role-specific technical questions first, then the rest shuffled
  const first = kind === 'technical' ? pool.filter((q) => (BANK.technicalByRole[role.id] ?? []).includes(q)) : [];
  const rest = pool
    .filter((q) => !first.includes(q))
    .sort((a, b) => shortHash(seed + a.id).localeCompare(shortHash(seed + b.id)));
  const ordered = [...[...first].sort((a, b) => shortHash(seed + a.id).localeCompare(shortHash(seed + b.id))), ...rest];
  return ordered
    .slice(0, count)
    .map((q) => ({ id: q.id, kind, text: q[language], keywords: q.keywords, followUp: false }));
}

export const bankSize = (role: RoleRow, level: TCareerLevel, kind: TInterviewKind) =>
  candidates(role, level, kind).length;
