import type { Lint, LocalLinter } from 'harper.js';

export interface EnglishIssue {
  kind: 'spelling' | 'grammar' | 'capitalization' | 'repetition';
  /** offsets in the text given to lintEnglish */
  start: number;
  end: number;
  problem: string;
  /** Harper's own explanation (English) */
  message: string;
  suggestion: string | undefined;
  /** every replacement Harper offers, best first by its own ranking */
  suggestions: string[];
}

// Harper's lint kinds that concern correctness; style and readability advice is not scored.
const KINDS: Record<string, EnglishIssue['kind']> = {
  Spelling: 'spelling',
  Typo: 'spelling',
  Grammar: 'grammar',
  Agreement: 'grammar',
  Usage: 'grammar',
  WordChoice: 'grammar',
  Malapropism: 'grammar',
  Eggcorn: 'grammar',
  BoundaryError: 'grammar',
  Capitalization: 'capitalization',
  Repetition: 'repetition',
};

let linter: Promise<LocalLinter> | undefined;

/** Harper (local WebAssembly, about 3 s to compile) once per process; `words` are never flagged. */
export function englishLinter(words: string[]): Promise<LocalLinter> {
  linter ??= (async () => {
    const { LocalLinter, Dialect } = await import('harper.js');
    const { binary } = await import('harper.js/binary');
    const instance = new LocalLinter({ binary, dialect: Dialect.American });
    await instance.setup();
    await instance.importWords(words);
    return instance;
  })().catch((error: unknown) => {
    linter = undefined;
    throw error;
  });
  return linter;
}

const toIssue = (lint: Lint): EnglishIssue | undefined => {
  const kind = KINDS[lint.lint_kind()];
  if (!kind) return undefined;
  const span = lint.span();
  const suggestions = lint
    .suggestions()
    .map((s) => s.get_replacement_text())
    .filter(Boolean);
  return {
    kind,
    start: span.start,
    end: span.end,
    problem: lint.get_problem_text(),
    message: lint.message(),
    suggestion: suggestions[0],
    suggestions,
  };
};

export async function lintEnglish(text: string, words: string[]): Promise<EnglishIssue[]> {
  const instance = await englishLinter(words);
  const lints = await instance.lint(text);
  const issues = lints.map(toIssue).filter((i): i is EnglishIssue => i !== undefined);
  for (const lint of lints) lint.free();
  return issues;
}
