import type { FastifyInstance } from 'fastify';
import type { TOutlineLecture, TOutlineSection, TOutlineUnit } from '@masar/contracts';
import { notFound } from '../messages';
import { deleteFiles } from '#src/plugins/storage/index';
import type { OutlineDelete, OutlineWrite } from '../outline-repository';

/** The written node as the admin's outline shows it (read after the commit). */
export async function outlineNode(app: FastifyInstance, write: OutlineWrite, level: 'unit'): Promise<TOutlineUnit>;
export async function outlineNode(
  app: FastifyInstance,
  write: OutlineWrite,
  level: 'section',
): Promise<TOutlineSection>;
export async function outlineNode(
  app: FastifyInstance,
  write: OutlineWrite,
  level: 'lecture',
): Promise<TOutlineLecture>;
export async function outlineNode(app: FastifyInstance, write: OutlineWrite, level: 'unit' | 'section' | 'lecture') {
  await app.courseListCache.invalidate();
  const units = await app.coursesRepository.outline(write.courseId, true);
  const sections = units.flatMap((u) => u.sections);
  const node =
    level === 'unit'
      ? units.find((u) => u._id === write.id)
      : level === 'section'
        ? sections.find((s) => s._id === write.id)
        : sections.flatMap((s) => s.lectures).find((l) => l._id === write.id);
  // deleted by someone else right after our commit
  if (!node)
    throw notFound(level === 'unit' ? 'unitNotFound' : level === 'section' ? 'sectionNotFound' : 'lectureNotFound');
  return node;
}

/** After a committed delete: refresh the catalog and remove the lectures' files. */
export async function afterOutlineDelete(app: FastifyInstance, result: OutlineDelete): Promise<void> {
  await app.courseListCache.invalidate();
  await deleteFiles(app, result.fileKeys);
}
