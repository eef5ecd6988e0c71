import type { TOutlineLecture } from '@masar/contracts';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { TMediaTarget } from '../api/upload-media';
import { readVideoDuration } from '../hooks/read-video-duration';
import { FileUploadField } from './file-upload-field';
import { formatSeconds } from './format-seconds';
import { checkFile, MEDIA_RULES } from './media-rules';

/** A file chosen for upload, or the error of its last try. */
export type TPicked = { file?: File; error?: string };

type TLectureMediaFieldsProps = {
  kind: TOutlineLecture['kind'];
  lecture: TOutlineLecture | undefined;
  picked: Partial<Record<TMediaTarget, TPicked>>;
  progress: { target: TMediaTarget; value: number } | null;
  disabled: boolean;
  onPick: (target: 'video' | 'attachment', picked: TPicked) => void;
  /** the chosen video's length, read by the browser from its metadata */
  onDuration: (seconds: number) => void;
};

function Uploaded({ text }: { text: string }) {
  return (
    <p className="flex items-center gap-1.5 text-sm font-semibold text-success">
      <CheckCircle2 aria-hidden="true" className="size-4" />
      {text}
    </p>
  );
}

/** The video (video lectures) and PDF pickers; files are sent when the lecture is saved. */
export function LectureMediaFields({
  kind,
  lecture,
  picked,
  progress,
  disabled,
  onPick,
  onDuration,
}: TLectureMediaFieldsProps) {
  const { t, i18n } = useTranslation('admin');
  const [readDuration, setReadDuration] = useState<number | null>(null);

  const choose = (target: 'video' | 'attachment', file: File) => {
    const problem = checkFile(target, file);
    onPick(target, problem ? { error: t(problem) } : { file });
    if (problem || target !== 'video') return;
    setReadDuration(null);
    void readVideoDuration(file).then((seconds) => {
      if (seconds === null) return;
      setReadDuration(seconds);
      onDuration(seconds);
    });
  };

  // a quiz has no media: its questions are its content (quiz-editor.tsx)
  if (kind === 'quiz') return null;
  const pdfLabel = kind === 'pdf' ? t('lecture.pdf') : t('lecture.attachment');
  return (
    <div className="grid gap-5">
      {kind === 'video' && (
        <FileUploadField
          label={t('lecture.video')}
          accept={MEDIA_RULES.video.accept}
          hint={
            readDuration !== null
              ? t('lecture.durationRead', { duration: formatSeconds(readDuration, i18n.language) })
              : t('lecture.videoHint')
          }
          progress={progress?.target === 'video' ? progress.value : null}
          fileName={picked.video?.file?.name ?? null}
          error={picked.video?.error}
          disabled={disabled}
          onFile={(file) => choose('video', file)}
          preview={lecture?.hasVideo ? <Uploaded text={t('lecture.videoUploaded')} /> : null}
        />
      )}
      <FileUploadField
        label={pdfLabel}
        accept={MEDIA_RULES.attachment.accept}
        hint={t('lecture.pdfHint')}
        progress={progress?.target === 'attachment' ? progress.value : null}
        fileName={picked.attachment?.file?.name ?? null}
        error={picked.attachment?.error}
        disabled={disabled}
        onFile={(file) => choose('attachment', file)}
        preview={lecture?.hasAttachment ? <Uploaded text={t('lecture.pdfUploaded')} /> : null}
      />
    </div>
  );
}
