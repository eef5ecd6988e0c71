import type { UploadMessageKey } from './messages';

const MB = 1024 * 1024;

/** What one upload call accepts, judged by the file's content (magic bytes), never its name. */
export interface UploadRule {
  /** detected MIME type → stored extension */
  types: Readonly<Record<string, string>>;
  maxBytes: number;
  /** the 415 message */
  typeMessage: UploadMessageKey;
  /** stream straight to storage instead of holding the file in memory (videos) */
  streamed: boolean;
}

const IMAGE_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

export const IMAGE_RULE: UploadRule = {
  types: IMAGE_TYPES,
  maxBytes: 5 * MB,
  typeMessage: 'imageType',
  streamed: false,
};
export const SYLLABUS_RULE: UploadRule = {
  types: { 'application/pdf': 'pdf' },
  maxBytes: 20 * MB,
  typeMessage: 'pdfType',
  streamed: false,
};
export const ATTACHMENT_RULE: UploadRule = { ...SYLLABUS_RULE };

export const videoRule = (maxBytes: number): UploadRule => ({
  types: { 'video/mp4': 'mp4', 'video/webm': 'webm' },
  maxBytes,
  typeMessage: 'videoType',
  streamed: true,
});

export const megabytes = (bytes: number) => Math.round((bytes / MB) * 10) / 10;
