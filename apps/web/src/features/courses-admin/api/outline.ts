import type {
  TCourseDetails,
  TCreateLectureRequest,
  TOutlineLecture,
  TOutlineSection,
  TOutlineUnit,
  TUpdateLectureRequest,
} from '@masar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { findLecture, insertNode, mapLectures, mapSections, mapUnits, patchNode, removeNode } from './outline-tree';
import { coursesAdminKeys } from './query-keys';

type TNodeBody = { title?: string; position?: number };

/** One edit of a course's outline (units → sections → lectures). */
export type TOutlineOp =
  | { kind: 'addUnit'; title: string }
  | { kind: 'updateUnit'; id: string; body: TNodeBody }
  | { kind: 'deleteUnit'; id: string }
  | { kind: 'addSection'; unitId: string; title: string }
  | { kind: 'updateSection'; id: string; body: TNodeBody }
  | { kind: 'deleteSection'; id: string }
  | { kind: 'addLecture'; sectionId: string; body: TCreateLectureRequest }
  | { kind: 'updateLecture'; id: string; body: TUpdateLectureRequest }
  | { kind: 'deleteLecture'; id: string };

const at = (kind: string, id: string) => `/${kind}/${encodeURIComponent(id)}`;

/** The outline calls; each answers the node it created or changed (nothing for a delete). */
export async function runOutlineOp(courseId: string, op: TOutlineOp): Promise<unknown> {
  switch (op.kind) {
    case 'addUnit':
      return (await api.post<TOutlineUnit>(`${at('courses', courseId)}/units`, { title: op.title })).data;
    case 'updateUnit':
      return (await api.patch<TOutlineUnit>(at('units', op.id), op.body)).data;
    case 'deleteUnit':
      return void (await api.delete(at('units', op.id)));
    case 'addSection':
      return (await api.post<TOutlineSection>(`${at('units', op.unitId)}/sections`, { title: op.title })).data;
    case 'updateSection':
      return (await api.patch<TOutlineSection>(at('sections', op.id), op.body)).data;
    case 'deleteSection':
      return void (await api.delete(at('sections', op.id)));
    case 'addLecture':
      return (await api.post<TOutlineLecture>(`${at('sections', op.sectionId)}/lectures`, op.body)).data;
    case 'updateLecture':
      return (await api.patch<TOutlineLecture>(at('lectures', op.id), op.body)).data;
    case 'deleteLecture':
      return void (await api.delete(at('lectures', op.id)));
  }
}

const isNode = <T>(value: unknown): value is T => Boolean(value && typeof value === 'object' && '_id' in value);

/** The cached outline after `op`, so the editor shows the change at once. */
export function applyOutlineOp(course: TCourseDetails, op: TOutlineOp, result: unknown): TCourseDetails {
  switch (op.kind) {
    case 'addUnit':
      return isNode<TOutlineUnit>(result)
        ? mapUnits(course, (units) => insertNode(units, { ...result, sections: result.sections ?? [] }))
        : course;
    case 'updateUnit':
      return mapUnits(course, (units) => patchNode(units, op.id, op.body));
    case 'deleteUnit':
      return mapUnits(course, (units) => removeNode(units, op.id));
    case 'addSection':
      return isNode<TOutlineSection>(result)
        ? mapSections(course, (sections, unit) =>
            unit._id === op.unitId ? insertNode(sections, { ...result, lectures: result.lectures ?? [] }) : sections,
          )
        : course;
    case 'updateSection':
      return mapSections(course, (sections) => patchNode(sections, op.id, op.body));
    case 'deleteSection':
      return mapSections(course, (sections) => removeNode(sections, op.id));
    case 'addLecture':
      return isNode<TOutlineLecture>(result)
        ? mapLectures(course, (lectures, section) =>
            section._id === op.sectionId ? insertNode(lectures, result) : lectures,
          )
        : course;
    case 'updateLecture': {
      const { sectionId, position, ...fields } = op.body;
      const found = findLecture(course, op.id);
      if (!found) return course;
      const lecture: TOutlineLecture = {
        ...found.lecture,
        ...fields,
        ...(isNode<TOutlineLecture>(result) ? result : {}),
      };
      if (sectionId && sectionId !== found.section._id) {
        // moved to another section: out of the old one, onto the end of the new one
        return mapLectures(course, (lectures, section) =>
          section._id === found.section._id
            ? removeNode(lectures, op.id)
            : section._id === sectionId
              ? insertNode(lectures, lecture)
              : lectures,
        );
      }
      return mapLectures(course, (lectures) => patchNode(lectures, op.id, { ...lecture, position }));
    }
    case 'deleteLecture':
      return mapLectures(course, (lectures) => removeNode(lectures, op.id));
  }
}

export function useOutlineEdit(courseId: string) {
  const queryClient = useQueryClient();
  const key = coursesAdminKeys.detail(courseId);
  return useMutation({
    mutationFn: (op: TOutlineOp) => runOutlineOp(courseId, op),
    onSuccess: async (result, op) => {
      queryClient.setQueryData<TCourseDetails>(key, (course) => (course ? applyOutlineOp(course, op, result) : course));
      // the server recomputes positions, counts and duration: read them back, keep the list stale
      await queryClient.invalidateQueries({ queryKey: coursesAdminKeys.lists(), refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
