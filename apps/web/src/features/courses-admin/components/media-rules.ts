import type { TMediaTarget } from '../api/upload-media';

const MB = 1024 * 1024;

/** What each upload accepts, checked in the browser before sending (the server checks the content). */
export const MEDIA_RULES: Record<TMediaTarget, { accept: string; types: readonly string[]; maxBytes: number | null }> =
  {
    image: {
      accept: 'image/jpeg,image/png,image/webp',
      types: ['image/jpeg', 'image/png', 'image/webp'],
      maxBytes: 5 * MB,
    },
    syllabus: { accept: 'application/pdf,.pdf', types: ['application/pdf'], maxBytes: 20 * MB },
    video: { accept: 'video/mp4,video/webm', types: ['video/mp4', 'video/webm'], maxBytes: null },
    attachment: { accept: 'application/pdf,.pdf', types: ['application/pdf'], maxBytes: null },
  };

/** The translation key of what is wrong with `file` for `target`, or null when it may be sent. */
export function checkFile(target: TMediaTarget, file: File): 'upload.wrongType' | 'upload.tooLarge' | null {
  const rules = MEDIA_RULES[target];
  // some systems give no type for a PDF: the extension decides then, and the server the content
  const type = file.type || (file.name.toLowerCase().endsWith('.pdf') ? 'application/pdf' : '');
  if (!rules.types.includes(type)) return 'upload.wrongType';
  if (rules.maxBytes !== null && file.size > rules.maxBytes) return 'upload.tooLarge';
  return null;
}
