import type { TErrorCode } from '@masar/contracts';
import { ERROR_STATUS } from '@masar/contracts';

/** Thrown anywhere; the error handler turns it into `{ message, code, details }`. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly statusCode: number;
  readonly details: Record<string, unknown> | undefined;
  /** false when the message should come from the localized catalogue */
  readonly hasCustomMessage: boolean;

  constructor(code: TErrorCode, message?: string, details?: Record<string, unknown>) {
    super(message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.details = details;
    this.hasCustomMessage = message !== undefined;
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
