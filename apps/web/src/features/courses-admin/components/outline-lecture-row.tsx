import type { TOutlineLecture } from '@masar/contracts';
import { CircleAlert, Eye, FileText, FileType, ListChecks, Paperclip, Video } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { formatSeconds } from './format-seconds';
import { NodeActions } from './node-actions';

const KIND_ICONS = { video: Video, text: FileText, pdf: FileType, quiz: ListChecks } as const;

type TOutlineLectureRowProps = {
  lecture: TOutlineLecture;
  index: number;
  count: number;
  busy: boolean;
  onMove: (position: number) => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** A lecture in the outline: kind, title, length, preview flag and whether its media is uploaded. */
export function OutlineLectureRow({ lecture, index, count, busy, onMove, onEdit, onDelete }: TOutlineLectureRowProps) {
  const { t, i18n } = useTranslation('admin');
  const Icon = KIND_ICONS[lecture.kind];
  const missingVideo = lecture.kind === 'video' && lecture.hasVideo === false;
  const missingPdf = lecture.kind === 'pdf' && lecture.hasAttachment === false;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-line bg-surface px-3 py-2">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
      <div className="grid min-w-40 flex-1 gap-0.5">
        <span className="font-semibold text-ink">
          <bdi data-lecture-title>{lecture.title}</bdi>
        </span>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <span>{t(`lectureKinds.${lecture.kind}`)}</span>
          <span>
            <span className="sr-only">{t('lecture.duration')}: </span>
            <bdi>{formatSeconds(lecture.durationSeconds, i18n.language)}</bdi>
          </span>
          {lecture.isPreview && (
            <span className="inline-flex items-center gap-1 font-semibold text-brand-800">
              <Eye aria-hidden="true" className="size-3.5" />
              {t('lecture.preview')}
            </span>
          )}
          {lecture.hasAttachment && lecture.kind !== 'pdf' && (
            <span className="inline-flex items-center gap-1">
              <Paperclip aria-hidden="true" className="size-3.5" />
              {t('lecture.hasAttachment')}
            </span>
          )}
          {(missingVideo || missingPdf) && (
            <span className="inline-flex items-center gap-1 rounded-full bg-accent-50 px-2 py-0.5 font-semibold text-accent-700">
              <CircleAlert aria-hidden="true" className="size-3.5" />
              {t(missingVideo ? 'lecture.noVideo' : 'lecture.noPdf')}
            </span>
          )}
        </span>
      </div>
      <NodeActions
        title={lecture.title}
        index={index}
        count={count}
        busy={busy}
        onMove={onMove}
        onEdit={onEdit}
        onDelete={onDelete}
      />
    </li>
  );
}
