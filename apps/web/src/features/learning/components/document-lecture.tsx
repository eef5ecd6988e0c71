import type { TContentLecture } from '@masar/contracts';
import { ExternalLink } from 'lucide-react';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/use-translation';
import { useMediaUrl } from '../api/get-media-url';

/** A text lecture's body as written (line breaks kept, direction of its own language). */
export function TextLecture({ lecture }: { lecture: TContentLecture }) {
  return (
    <div
      dir="auto"
      className="whitespace-pre-line rounded-xl border border-line bg-surface p-6 leading-relaxed text-ink"
    >
      {lecture.body}
    </div>
  );
}

/** A PDF lecture in the browser's own viewer, with a link to open it on its own. */
export function PdfLecture({ lecture }: { lecture: TContentLecture }) {
  const { t } = useTranslation('learning');
  const media = useMediaUrl(lecture._id, lecture.hasMedia);
  if (!lecture.hasMedia) return <Notice>{t('player.noFile')}</Notice>;
  if (media.isPending) return <StatusSpinner label={t('player.loadingFile')} className="py-12" />;
  if (media.isError) return <Notice tone="danger">{errorText(media.error, 'generic')}</Notice>;
  return (
    <div className="grid gap-3">
      <iframe
        src={media.data.url}
        title={lecture.title}
        className="h-[70vh] w-full rounded-xl border border-line bg-surface"
      />
      <a
        href={media.data.url}
        target="_blank"
        rel="noreferrer"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline"
      >
        <ExternalLink aria-hidden="true" className="size-4" />
        {t('player.openFile')}
      </a>
    </div>
  );
}
