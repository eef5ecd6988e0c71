/** The reader's language of every message the engine writes. */
export type Lang = 'ar' | 'en';

/** Where the engine reports a failure it recovered from (a model that did not answer); pino's logger fits. */
export interface EngineLogger {
  warn(details: object, message: string): void;
}

/** An interview session as stored: what the API's repository reads back. */
export interface InterviewRecord {
  id: string;
  role: string;
  level: string;
  language: 'ar' | 'en';
  questions: unknown[];
  answers: unknown[];
  score: number | null;
  completedAt: Date | null;
  createdAt: Date;
}
