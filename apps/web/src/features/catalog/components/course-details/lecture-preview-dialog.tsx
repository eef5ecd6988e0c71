import type { TOutlineLecture } from '@masar/contracts';
import { FileDown } from 'lucide-react';
import { createPortal } from 'react-dom';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/use-translation';
import { useLecturePreview } from '../../api/get-lecture-preview';
import { PreviewCaptions } from './preview-captions';

function PreviewContent({ lecture }: { lecture: TOutlineLecture }) {
  const { t } = useTranslation('catalog');
  const preview = useLecturePreview(lecture._id);
  if (preview.isPending)
    return <StatusSpinner label={t('preview.loading')} className="aspect-video justify-center rounded-xl bg-canvas" />;
  if (preview.isError) return <Notice tone="danger">{errorText(preview.error, 'generic')}</Notice>;
  const { kind, mediaUrl, body } = preview.data;
  if (kind === 'text') {
    return (
      <div dir="auto" className="max-h-[60vh] overflow-y-auto whitespace-pre-line leading-relaxed text-ink">
        {body}
      </div>
    );
  }
  if (!mediaUrl) return <Notice>{t('preview.unavailable')}</Notice>;
  if (kind === 'pdf') {
    return (
      <a
        href={mediaUrl}
        target="_blank"
        rel="noopener"
        className="inline-flex items-center gap-2 font-semibold text-brand-700 underline"
      >
        <FileDown aria-hidden="true" className="size-5" />
        {t('preview.openPdf')}
      </a>
    );
  }
  return (
    <video
      src={mediaUrl}
      controls
      autoPlay
      playsInline
      preload="auto"
      aria-label={lecture.title}
      className="aspect-video w-full rounded-xl bg-ink"
    >
      <PreviewCaptions lectureId={lecture._id} />
    </video>
  );
}

/**
 * A free preview lecture in a dialog over the course page: its video, its text or a link to its
 * PDF. A lazy chunk of its own, loaded on the first click on a preview.
 */
export default function LecturePreviewDialog({ lecture, onClose }: { lecture: TOutlineLecture; onClose: () => void }) {
  const { t } = useTranslation('catalog');
  return createPortal(
    <ModalDialog open title={lecture.title} closeLabel={t('preview.close')} onClose={onClose} size="lg">
      <p className="-mt-3 mb-4 text-sm font-semibold text-accent-700">{t('preview.label')}</p>
      <PreviewContent lecture={lecture} />
    </ModalDialog>,
    document.body,
  );
}
