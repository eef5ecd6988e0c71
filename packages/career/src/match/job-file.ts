import { UnreadableCvError } from '../analyze';
import { cvExtractor, ExtractionError } from '../parse/extractor';
import { cleanLine } from '../text/normalize';

export type JobDescriptionFileType = 'pdf' | 'docx' | 'txt';

/** A text file's characters: UTF-8 (with or without its mark), else the Arabic Windows code page. */
function decodeText(buffer: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return new TextDecoder('windows-1256').decode(buffer);
  }
}

/** The text of an uploaded job description; PDF and DOCX are read like CVs (off the caller's thread). */
export async function jobDescriptionFromFile(buffer: Buffer, fileType: JobDescriptionFileType): Promise<string> {
  if (fileType === 'txt') return decodeText(buffer).split(/\r?\n/).map(cleanLine).filter(Boolean).join('\n');
  try {
    return (await cvExtractor().extract(buffer, fileType)).lines.join('\n');
  } catch (error) {
    if (!(error instanceof ExtractionError)) throw error;
    throw new UnreadableCvError(error.failure === 'tooLarge' ? 'unpacksTooLarge' : error.failure);
  }
}
