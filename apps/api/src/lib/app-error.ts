import type { TErrorCode } from '@masar/contracts';
import { ERROR_STATUS } from '@masar/contracts';
import type { Lang } from './error-messages';

export type Localize = (lang: Lang) => { message: string; details?: Record<string, unknown> };

/** Thrown anywhere; the error handler turns it into `{ message, code, details }`. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly statusCode: number;
  readonly details: Record<string, unknown> | undefined;
  /** false when the message should come from the localized catalogue */
  readonly hasCustomMessage: boolean;
  /** message and details in the request's language, when the thrower has its own texts */
  localize: Localize | undefined;

  constructor(code: TErrorCode, message?: string, details?: Record<string, unknown>) {
    super(message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.details = details;
    this.hasCustomMessage = message !== undefined;
  }

  /** An error whose texts are chosen per request language by the error handler. */
  static localized(code: TErrorCode, localize: Localize): AppError {
    const error = new AppError(code, localize('en').message, localize('en').details);
    error.localize = localize;
    return error;
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
