import type { FastifyRequest } from 'fastify';
import type { TResume, TResumeSummary } from '@masar/contracts';
import { sanitizeResumeData } from '@masar/career/parse/sanitize';
import { AppError } from '#src/lib/app-error';
import { currentAuth } from '#src/plugins/authentication';
import type { ResumeRow, Viewer } from '../career-repository';

export const viewerOf = (request: FastifyRequest): Viewer => {
  const auth = currentAuth(request);
  return { userId: auth.userId, role: auth.role };
};

/** A row nobody may see is answered like a missing one: 404, its existence not revealed. */
export function found<T>(row: T | null | undefined): T {
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export const toResume = (row: ResumeRow): TResume => ({
  _id: row.id,
  title: row.title,
  language: row.language,
  // rows written before a field existed still answer in the current shape
  data: sanitizeResumeData(row.data),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toResumeSummary = (row: ResumeRow): TResumeSummary => {
  const data = row.data as { name?: string; jobTitle?: string };
  return {
    _id: row.id,
    title: row.title,
    language: row.language,
    name: data.name ?? '',
    jobTitle: data.jobTitle ?? '',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
};

/** A file name for a download: the CV's name or title, letters of any script kept. */
export const downloadName = (base: string, ext: string) =>
  `${
    base
      .replace(/[^\p{L}\p{N} _-]+/gu, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 80) || 'cv'
  }.${ext}`;

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
