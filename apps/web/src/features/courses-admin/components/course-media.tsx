import type { TCourseDetails } from '@masar/contracts';
import { FileText, ImageOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorText } from '@/lib/error-text';
import { formatFileSize } from '@/lib/format-file-size';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useMediaUpload } from '../api/upload-media';
import { FileUploadField } from './file-upload-field';
import { checkFile, MEDIA_RULES } from './media-rules';

type TSlotState = { progress: number | null; fileName: string | null; error: string | null; localUrl: string | null };
const IDLE: TSlotState = { progress: null, fileName: null, error: null, localUrl: null };

/** Upload state of one slot; a local preview URL lives until the upload ends or the slot goes. */
function useSlot(courseId: string, target: 'image' | 'syllabus') {
  const { t } = useTranslation('admin');
  const upload = useMediaUpload(courseId);
  const [state, setState] = useState<TSlotState>(IDLE);
  useEffect(() => () => void (state.localUrl && URL.revokeObjectURL(state.localUrl)), [state.localUrl]);

  const choose = async (file: File) => {
    const problem = checkFile(target, file);
    if (problem) {
      setState({ ...IDLE, fileName: file.name, error: t(problem) });
      return;
    }
    const localUrl = target === 'image' ? URL.createObjectURL(file) : null;
    setState({ progress: 0, fileName: file.name, error: null, localUrl });
    try {
      await upload.mutateAsync({
        target,
        id: courseId,
        file,
        onProgress: (progress) => setState((s) => ({ ...s, progress })),
      });
      setState(IDLE);
      notify('success', t(target === 'image' ? 'editor.media.imageDone' : 'editor.media.syllabusDone'));
    } catch (error) {
      setState({ ...IDLE, fileName: file.name, error: errorText(error, 'update.course') });
    }
  };
  return { state, choose };
}

/** The course's thumbnail (JPEG, PNG or WebP up to 5 MB) and syllabus (PDF up to 20 MB), with previews. */
export function CourseMedia({ course }: { course: TCourseDetails }) {
  const { t, i18n } = useTranslation('admin');
  const limit = (target: 'image' | 'syllabus') => formatFileSize(MEDIA_RULES[target].maxBytes ?? 0, i18n.language);
  const image = useSlot(course._id, 'image');
  const syllabus = useSlot(course._id, 'syllabus');
  const imageSrc = image.state.localUrl ?? course.imageUrl;

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <FileUploadField
        label={t('editor.media.image')}
        accept={MEDIA_RULES.image.accept}
        hint={t('editor.media.imageHint', { size: limit('image') })}
        progress={image.state.progress}
        fileName={image.state.fileName}
        error={image.state.error}
        onFile={(file) => void image.choose(file)}
        preview={
          imageSrc ? (
            <img
              src={imageSrc}
              alt={t('editor.media.imageAlt', { title: course.title })}
              className="aspect-video w-full max-w-sm rounded-lg border border-line object-cover"
            />
          ) : (
            <div className="flex aspect-video w-full max-w-sm flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-line bg-canvas text-sm text-muted">
              <ImageOff aria-hidden="true" className="size-6" />
              {t('editor.media.noImage')}
            </div>
          )
        }
      />
      <FileUploadField
        label={t('editor.media.syllabus')}
        accept={MEDIA_RULES.syllabus.accept}
        hint={t('editor.media.syllabusHint', { size: limit('syllabus') })}
        progress={syllabus.state.progress}
        fileName={syllabus.state.fileName}
        error={syllabus.state.error}
        onFile={(file) => void syllabus.choose(file)}
        preview={
          <div className="flex items-center gap-3 rounded-lg border border-line bg-canvas p-4">
            <FileText aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
            {course.syllabusUrl ? (
              <a
                href={course.syllabusUrl}
                target="_blank"
                rel="noreferrer"
                className="font-semibold text-brand-700 underline"
              >
                {t('editor.media.openSyllabus')}
              </a>
            ) : (
              <span className="text-sm text-muted">{t('editor.media.noSyllabus')}</span>
            )}
          </div>
        }
      />
    </div>
  );
}
