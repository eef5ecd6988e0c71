import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { uploadProblemOf } from '../upload-checks';

const refusal = (status: number, details?: Record<string, unknown>) =>
  new ApiError(status, { message: 'refused', code: 'X', ...(details ? { details } : {}) });

describe("a CV upload's refusal by the server", () => {
  it('names why a 413 was given: the file itself, what it unpacks to, or the time and memory it took', () => {
    expect(uploadProblemOf(refusal(413))).toBe('tooLarge');
    expect(uploadProblemOf(refusal(413, { reason: 'unpacksTooLarge' }))).toBe('unpacksTooLarge');
    expect(uploadProblemOf(refusal(413, { reason: 'tooComplex' }))).toBe('tooComplex');
  });

  it('keeps the other refusals', () => {
    expect(uploadProblemOf(refusal(415))).toBe('type');
    expect(uploadProblemOf(refusal(400, { reason: 'noText' }))).toBe('scanned');
    expect(uploadProblemOf(refusal(400, { reason: 'unreadable' }))).toBe('unreadable');
    expect(uploadProblemOf(new Error('offline'))).toBeNull();
  });
});
