import type { TCourseDetails, TOutlineLecture } from '@masar/contracts';
import { useCallback, useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useOutlineEdit, type TOutlineOp } from '../api/outline';
import { LectureDialog } from './lecture-dialog';
import { NodeTitleForm } from './node-title-form';
import type { TOutlineController, TOutlineNodeKind } from './outline-controller';
import { OutlineUnitItem } from './outline-unit';

const isolated = (text: string) => `\u2068${text}\u2069`;
const DELETE_OPS = { unit: 'deleteUnit', section: 'deleteSection', lecture: 'deleteLecture' } as const;

/** The course's content: units → sections → lectures, each added, renamed, reordered and deleted here. */
export function OutlineEditor({ course }: { course: TCourseDetails }) {
  const { t } = useTranslation('admin');
  const edit = useOutlineEdit(course._id);
  const [deleting, setDeleting] = useState<{ kind: TOutlineNodeKind; id: string; title: string } | null>(null);
  const [lectureTarget, setLectureTarget] = useState<{ sectionId: string; lecture?: TOutlineLecture } | null>(null);
  const { mutateAsync } = edit;

  const run = useCallback(
    async (op: TOutlineOp) => {
      try {
        await mutateAsync(op);
        return true;
      } catch (error) {
        notify('error', errorText(error, 'update.course'));
        return false;
      }
    },
    [mutateAsync],
  );

  const controller: TOutlineController = useMemo(
    () => ({ busy: edit.isPending, run, askDelete: setDeleting, openLecture: setLectureTarget }),
    [edit.isPending, run],
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    const done = await run({ kind: DELETE_OPS[deleting.kind], id: deleting.id });
    if (done) notify('success', t(`outline.deleted.${deleting.kind}`, { title: isolated(deleting.title) }));
    setDeleting(null);
  };

  return (
    <div className="grid gap-4">
      {course.units.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-canvas p-6 text-center text-muted">
          {t('outline.noUnits')}
        </p>
      ) : (
        <ol className="grid gap-4" aria-label={t('outline.units')}>
          {course.units.map((unit, index) => (
            <OutlineUnitItem
              key={unit._id}
              unit={unit}
              index={index}
              count={course.units.length}
              controller={controller}
            />
          ))}
        </ol>
      )}
      <div className="rounded-xl border border-dashed border-brand-200 bg-brand-50/40 p-4">
        <NodeTitleForm
          label={t('outline.newUnit')}
          submitLabel={t('outline.addUnit')}
          onSubmit={(title) => run({ kind: 'addUnit', title })}
        />
      </div>
      {lectureTarget && <LectureDialog course={course} target={lectureTarget} onClose={() => setLectureTarget(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t(`outline.confirmDelete.${deleting.kind}`, { title: isolated(deleting.title) }) : ''}
        confirmLabel={t('outline.deleteButton')}
        cancelLabel={t('actions.cancel')}
        tone="danger"
        loading={edit.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting && deleting.kind !== 'lecture' && <p>{t(`outline.confirmDelete.${deleting.kind}Body`)}</p>}
      </ConfirmDialog>
    </div>
  );
}
