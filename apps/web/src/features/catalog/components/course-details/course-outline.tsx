import type { TOutlineLecture, TOutlineUnit } from '@masar/contracts';
import { ChevronDown, FileText, FileDown, ListChecks, PlayCircle } from 'lucide-react';
import { formatDuration } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { formatClock } from '../../lib/format-length';
import { PreviewButton } from './preview-button';

const KIND_ICONS = { video: PlayCircle, text: FileText, pdf: FileDown, quiz: ListChecks } as const;

const sumSeconds = (lectures: TOutlineLecture[]) =>
  lectures.reduce((total, lecture) => total + lecture.durationSeconds, 0);

function Lecture({ lecture }: { lecture: TOutlineLecture }) {
  const { t, i18n } = useTranslation('catalog');
  const Icon = KIND_ICONS[lecture.kind];
  return (
    <li className="flex items-center gap-3 px-4 py-2.5 text-sm">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-muted" />
      <span className="sr-only">{t(`outline.kinds.${lecture.kind}`)}</span>
      <span className="min-w-0 flex-1 text-ink">
        <bdi>{lecture.title}</bdi>
      </span>
      {lecture.isPreview && <PreviewButton lecture={lecture} />}
      {lecture.durationSeconds > 0 && (
        <span className="shrink-0 tabular-nums text-muted">
          <span className="sr-only">{t('outline.duration')} </span>
          {formatClock(lecture.durationSeconds, i18n.resolvedLanguage ?? 'ar')}
        </span>
      )}
    </li>
  );
}

/**
 * The course content: units, their sections (collapsible, the first open) and the lectures with
 * their lengths. Native <details>, so it works with keyboard and screen readers as it is.
 */
export function CourseOutline({ units }: { units: TOutlineUnit[] }) {
  const { t, i18n } = useTranslation('catalog');
  const lang = i18n.resolvedLanguage ?? 'ar';
  const lectures = units.flatMap((unit) => unit.sections.flatMap((section) => section.lectures));
  const sections = units.reduce((count, unit) => count + unit.sections.length, 0);
  if (lectures.length === 0) return <p className="text-muted">{t('outline.empty')}</p>;
  return (
    <div>
      <p className="mb-4 text-sm text-muted">
        {t('outline.summary', {
          units: t('outline.units', { count: units.length }),
          sections: t('outline.sections', { count: sections }),
          lectures: t('card.lectures', { count: lectures.length }),
          duration: formatDuration(sumSeconds(lectures) / 60, lang),
        })}
      </p>
      <ol className="grid gap-6">
        {[...units]
          .sort((a, b) => a.position - b.position)
          .map((unit, unitIndex) => (
            <li key={unit._id}>
              <h3 className="mb-2 w-fit font-bold text-ink" dir="auto">
                {unit.title}
              </h3>
              <ol className="overflow-hidden rounded-xl border border-line bg-surface">
                {[...unit.sections]
                  .sort((a, b) => a.position - b.position)
                  .map((section, sectionIndex) => (
                    <li key={section._id} className="border-b border-line last:border-b-0">
                      <details open={unitIndex === 0 && sectionIndex === 0} className="group">
                        <summary className="flex cursor-pointer list-none items-center gap-3 bg-canvas px-4 py-3 font-semibold text-ink [&::-webkit-details-marker]:hidden">
                          <ChevronDown
                            aria-hidden="true"
                            className="size-4 shrink-0 transition-transform group-open:rotate-180"
                          />
                          <span className="min-w-0 flex-1">
                            <bdi>{section.title}</bdi>
                          </span>
                          <span className="shrink-0 text-sm font-normal text-muted">
                            {t('card.lectures', { count: section.lectures.length })} ·{' '}
                            {formatClock(sumSeconds(section.lectures), lang)}
                          </span>
                        </summary>
                        <ol className="divide-y divide-line">
                          {[...section.lectures]
                            .sort((a, b) => a.position - b.position)
                            .map((lecture) => (
                              <Lecture key={lecture._id} lecture={lecture} />
                            ))}
                        </ol>
                      </details>
                    </li>
                  ))}
              </ol>
            </li>
          ))}
      </ol>
    </div>
  );
}
