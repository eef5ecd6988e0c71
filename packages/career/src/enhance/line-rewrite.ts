export interface LineRewrite {
  text: string;
  reasons: ('strongVerb' | 'pastTense' | 'addFigure' | 'firstPerson')[];
  /** what to ask the learner for the placeholder, when one was added */
  question?: string;
}

/** The rewrite, with the placeholder for a figure the learner must supply when the line has a place for one. */
export function withFigure(
  text: string,
  reasons: LineRewrite['reasons'],
  placed: { text: string; question: string } | undefined,
): LineRewrite {
  return placed
    ? { text: placed.text, reasons: [...reasons, 'addFigure'], question: placed.question }
    : { text, reasons, question: undefined };
}
