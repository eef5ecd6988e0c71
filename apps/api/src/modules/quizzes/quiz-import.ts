import { z } from 'zod';
import {
  QUIZ_MAX_QUESTIONS,
  ZQuizQuestionInput,
  ZUpdateQuizSettingsRequest,
  type TQuizQuestionData,
  type TQuizSettings,
} from '@masar/contracts';
import { AppError } from '#src/lib/app-error';
import type { Lang } from '#src/lib/error-messages';
import { validationMessage } from '#src/plugins/validation-messages';
import { quizError, quizMessage, quizValidationMessages, type QuizMessageKey } from './messages';

/** One question of a bank before validation, whichever format it came in (docs/api/quizzes.md). */
interface RawRow {
  row: number;
  type: unknown;
  question: unknown;
  options: unknown;
  correct: unknown;
  explanation: unknown;
}
type Problem = { row: number; text: (lang: Lang) => string };

const MAX_LISTED = 10;

/** RFC 4180 CSV: quoted fields with "" escapes and line breaks, CRLF or LF, a leading BOM ignored. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (quoted) throw new Error('a quoted field is not closed');
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

const COLUMNS = ['type', 'question', 'options', 'correct', 'explanation'] as const;

function csvRows(content: string): RawRow[] {
  let table: string[][];
  try {
    table = parseCsv(content);
  } catch (e) {
    throw quizError('VALIDATION_FAILED', 'importBadCsv', { reason: (e as Error).message });
  }
  const [header, ...rows] = table;
  const names = (header ?? []).map((h) => h.trim().toLowerCase());
  const missing = COLUMNS.filter((c) => c !== 'explanation' && !names.includes(c));
  if (missing.length > 0)
    throw quizError('VALIDATION_FAILED', 'importBadCsv', { reason: `header: ${missing.join(', ')}?` });
  const at = (r: string[], name: (typeof COLUMNS)[number]) => {
    const i = names.indexOf(name);
    return i < 0 ? '' : (r[i] ?? '').trim();
  };
  // row numbers as a spreadsheet shows them: the header is row 1 (blank lines are not counted)
  return rows.map((r, i) => ({
    row: i + 2,
    type: at(r, 'type'),
    question: at(r, 'question'),
    options:
      at(r, 'options') === ''
        ? []
        : at(r, 'options')
            .split('|')
            .map((o) => o.trim()),
    correct: at(r, 'correct'),
    explanation: at(r, 'explanation'),
  }));
}

function parseJson(content: string): unknown {
  try {
    return JSON.parse(content);
  } catch (e) {
    throw quizError('VALIDATION_FAILED', 'importNotJson', { reason: (e as Error).message });
  }
}

/**
 * The rules a JSON bank may carry beside its questions (`{ "settings": {…}, "questions": […] }`),
 * checked like the settings call's body; a wrong one fails the whole import.
 */
function jsonSettings(data: unknown): Partial<TQuizSettings> | undefined {
  const raw =
    data && typeof data === 'object' && !Array.isArray(data) ? (data as { settings?: unknown }).settings : undefined;
  if (raw === undefined) return undefined;
  const parsed = ZUpdateQuizSettingsRequest.strict().safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw AppError.localized('VALIDATION_FAILED', (lang) => {
    const problem = `settings.${issue?.path.join('.') ?? ''}: ${validationMessage(issue?.message, lang, [quizValidationMessages])}`;
    return { message: quizMessage('importSettings', lang, { problem }), details: { content: problem } };
  });
}

function jsonRows(data: unknown): RawRow[] {
  const list = Array.isArray(data) ? data : (data as { questions?: unknown } | null)?.questions;
  if (!Array.isArray(list))
    throw quizError('VALIDATION_FAILED', 'importNotJson', { reason: 'expected an array of questions' });
  return list.map((item: unknown, i) => {
    const o = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    return {
      row: i + 1,
      type: o.type,
      question: o.question,
      options: o.options ?? [],
      correct: o.correct,
      explanation: o.explanation,
    };
  });
}

/** "2|3", [2, 3], 2 → 1-based option numbers; true/false as a boolean. */
const ZNumbers = z.union([z.number().int(), z.array(z.number().int()), z.string().regex(/^\s*\d+(\s*\|\s*\d+)*\s*$/)]);
const toNumbers = (v: z.infer<typeof ZNumbers>) =>
  typeof v === 'number' ? [v] : Array.isArray(v) ? v : v.split('|').map((n) => Number(n.trim()));

function toQuestion(raw: RawRow): { question: TQuizQuestionData } | { problem: (lang: Lang) => string } {
  const own = (key: QuizMessageKey) => ({ problem: (lang: Lang) => quizMessage(key, lang) });
  const type = typeof raw.type === 'string' ? raw.type.trim().toLowerCase().replace('-', '_') : raw.type;
  if (type !== 'single' && type !== 'multiple' && type !== 'true_false') return own('badKind');
  const options = Array.isArray(raw.options) ? raw.options.map((o) => (typeof o === 'string' ? o : '')) : [];
  let input: unknown;
  if (type === 'true_false') {
    const answer = String(raw.correct ?? '')
      .trim()
      .toLowerCase();
    if (answer !== 'true' && answer !== 'false') return own('badTrueFalse');
    input = { kind: type, prompt: raw.question, answer: answer === 'true', explanation: raw.explanation || null };
  } else {
    const numbers = ZNumbers.safeParse(raw.correct);
    const picked = numbers.success ? toNumbers(numbers.data) : [];
    if (!numbers.success || picked.some((n) => n < 1 || n > options.length)) return own('badAnswer');
    input = {
      kind: type,
      prompt: raw.question,
      options: options.map((text, i) => ({ text, correct: picked.includes(i + 1) })),
      explanation: raw.explanation || null,
    };
  }
  const parsed = ZQuizQuestionInput.safeParse(input);
  if (parsed.success) return { question: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    problem: (lang) =>
      `${issue?.path.join('.') || 'question'}: ${validationMessage(issue?.message, lang, [quizValidationMessages])}`,
  };
}

/**
 * A question bank in CSV or JSON → the questions, all or nothing: any bad row fails the import
 * with every bad row's number and problem (the first ten in the message, all in `details.rows`).
 */
export function parseQuestionBank(
  format: 'csv' | 'json',
  content: string,
): { questions: TQuizQuestionData[]; settings: Partial<TQuizSettings> | undefined } {
  const data = format === 'json' ? parseJson(content) : undefined;
  const settings = jsonSettings(data);
  const rows = format === 'csv' ? csvRows(content) : jsonRows(data);
  if (rows.length === 0) throw quizError('VALIDATION_FAILED', 'importEmpty');
  if (rows.length > QUIZ_MAX_QUESTIONS)
    throw quizError('VALIDATION_FAILED', 'importTooMany', { max: QUIZ_MAX_QUESTIONS });
  const questions: TQuizQuestionData[] = [];
  const problems: Problem[] = [];
  for (const raw of rows) {
    const result = toQuestion(raw);
    if ('question' in result) questions.push(result.question);
    else problems.push({ row: raw.row, text: result.problem });
  }
  if (problems.length === 0) return { questions, settings };
  throw AppError.localized('VALIDATION_FAILED', (lang) => {
    const listed = problems
      .slice(0, MAX_LISTED)
      .map((p) => quizMessage('importRow', lang, { row: p.row, problem: p.text(lang) }));
    const message = quizMessage('importRows', lang, { rows: listed.join(lang === 'ar' ? '؛ ' : '; ') });
    return {
      message,
      details: { content: message, rows: problems.map((p) => ({ row: p.row, message: p.text(lang) })) },
    };
  });
}
