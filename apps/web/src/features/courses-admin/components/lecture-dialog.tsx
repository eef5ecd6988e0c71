import { zodResolver } from '@hookform/resolvers/zod';
import type { TCourseDetails, TOutlineLecture } from '@masar/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ActionButton } from '@/components/ui/action-button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { errorText } from '@/lib/error-text';
import { applyFieldErrors } from '@/lib/form-server-errors';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useOutlineEdit } from '../api/outline';
import { findLecture } from '../api/outline-tree';
import { useMediaUpload, type TMediaTarget } from '../api/upload-media';
import { LectureCaptionsField } from './lecture-captions-field';
import { LectureFields } from './lecture-fields';
import { ZLectureForm, toLectureRequest, toLectureValues, type TLectureFormValues } from './lecture-form-schema';
import { LectureMediaFields, type TPicked } from './lecture-media-fields';
import { QuizEditor } from './quiz/quiz-editor';

type TLectureDialogProps = {
  course: TCourseDetails;
  target: { sectionId: string; lecture?: TOutlineLecture };
  onClose: () => void;
};

const FIELDS = ['title', 'kind', 'sectionId', 'isPreview', 'body'] as const;

/**
 * Adds or edits a lecture, then uploads the chosen video and PDF with progress. A lecture that was
 * created but whose upload failed stays open in edit mode, so the upload can be tried again.
 */
export function LectureDialog({ course, target, onClose }: TLectureDialogProps) {
  const { t } = useTranslation('admin');
  const edit = useOutlineEdit(course._id);
  const upload = useMediaUpload(course._id);
  const [lectureId, setLectureId] = useState<string | null>(target.lecture?._id ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const [picked, setPicked] = useState<Partial<Record<TMediaTarget, TPicked>>>({});
  const [progress, setProgress] = useState<{ target: TMediaTarget; value: number } | null>(null);
  const found = lectureId ? findLecture(course, lectureId) : null;
  const form = useForm<TLectureFormValues>({
    resolver: zodResolver(ZLectureForm),
    defaultValues: toLectureValues(target.lecture, target.sectionId),
  });
  const { handleSubmit, setError, formState } = form;
  const kind = useWatch({ control: form.control, name: 'kind' });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const body = toLectureRequest(values);
    let id = lectureId;
    try {
      if (!id) {
        const created = (await edit.mutateAsync({ kind: 'addLecture', sectionId: values.sectionId, body })) as
          TOutlineLecture | undefined;
        if (!created?._id) throw new Error('The created lecture has no id');
        id = created._id;
        setLectureId(id);
      } else {
        const moved = found && values.sectionId !== found.section._id ? { sectionId: values.sectionId } : {};
        await edit.mutateAsync({ kind: 'updateLecture', id, body: { ...body, ...moved } });
      }
    } catch (error) {
      if (!applyFieldErrors(error, setError, FIELDS)) setFailure(errorText(error, 'update.course'));
      return;
    }
    const uploads = (['video', 'attachment'] as const).flatMap((name) => {
      const file = picked[name]?.file;
      return file && (name !== 'video' || values.kind === 'video') ? [{ name, file }] : [];
    });
    for (const { name, file } of uploads) {
      setProgress({ target: name, value: 0 });
      try {
        await upload.mutateAsync({
          target: name,
          id,
          file,
          onProgress: (value) => setProgress({ target: name, value }),
        });
        setPicked((all) => ({ ...all, [name]: undefined }));
      } catch (error) {
        setPicked((all) => ({ ...all, [name]: { file, error: errorText(error, 'update.course') } }));
        return;
      } finally {
        setProgress(null);
      }
    }
    notify('success', t('lecture.saved', { title: `\u2068${body.title}\u2069` }));
    onClose();
  });

  const busy = formState.isSubmitting;
  return (
    <ModalDialog
      open
      title={lectureId ? t('lecture.editTitle') : t('lecture.addTitle')}
      closeLabel={t('actions.close')}
      onClose={onClose}
      busy={busy}
      size="lg"
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
        <LectureFields form={form} course={course} failure={failure} />
        <LectureMediaFields
          kind={kind}
          lecture={found?.lecture}
          picked={picked}
          progress={progress}
          disabled={busy}
          onPick={(name, value) => setPicked((all) => ({ ...all, [name]: value }))}
          onDuration={(seconds) => {
            form.setValue('minutes', String(Math.floor(seconds / 60)), { shouldValidate: true });
            form.setValue('seconds', String(seconds % 60), { shouldValidate: true });
          }}
        />
        {kind === 'video' && <LectureCaptionsField lectureId={lectureId} />}
        <div className="flex flex-wrap justify-end gap-3">
          <ActionButton variant="ghost" onClick={onClose} disabled={busy}>
            {t('actions.cancel')}
          </ActionButton>
          <ActionButton type="submit" loading={busy}>
            {t('lecture.save')}
          </ActionButton>
        </div>
      </form>
      {kind === 'quiz' && <QuizEditor lectureId={lectureId} />}
    </ModalDialog>
  );
}
