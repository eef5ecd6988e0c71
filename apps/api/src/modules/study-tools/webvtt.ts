import { createRequire } from 'node:module';
import { AppError } from '#src/lib/app-error';
import { studyToolsMessage, type StudyToolsMessageKey } from './messages';

// a CommonJS module whose exports Node's ESM loader cannot see by name
const { WebVTTParser } = createRequire(import.meta.url)('webvtt-parser') as typeof import('webvtt-parser');

const invalid = (reason: (lang: 'ar' | 'en') => string) =>
  AppError.localized('VALIDATION_FAILED', (lang) => {
    const message = studyToolsMessage('captionsInvalid', lang, { reason: reason(lang) });
    return { message, details: { file: message } };
  });
const because = (key: StudyToolsMessageKey) => invalid((lang) => studyToolsMessage(key, lang));

/**
 * The captions file as UTF-8 text once it parses as WebVTT without a single error (webvtt-parser,
 * the W3C validator's parser) and has at least one cue; a translated 400 naming the first fault.
 */
export function checkWebVtt(bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw because('captionsEncoding');
  }
  if (text.includes('\u0000')) throw because('captionsEncoding');
  if (!/^\uFEFF?WEBVTT(?:[ \t].*)?(?:\r\n|\r|\n|$)/.test(text)) throw because('captionsNoHeader');
  const parsed = new WebVTTParser().parse(text, 'metadata');
  const first = parsed.errors[0];
  if (first)
    throw invalid((lang) => studyToolsMessage('captionsLine', lang, { line: first.line, message: first.message }));
  if (parsed.cues.length === 0) throw because('captionsNoCues');
  return text.replace(/^\uFEFF/, '');
}
