import type { TCourseContent } from '@masar/contracts';
import { CircleCheck, Circle, FileText, ListChecks, PlayCircle, File } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { clsx } from 'clsx';
import { useTranslation } from '@/lib/use-translation';

const kindIcons = { video: PlayCircle, text: FileText, pdf: File, quiz: ListChecks } as const;

/** Units, sections and lectures with completion marks; the current lecture is marked for AT too. */
export function CourseOutline({
  content,
  currentId,
  hrefOf,
}: {
  content: TCourseContent;
  currentId: string | undefined;
  hrefOf: (lectureId: string) => string;
}) {
  const { t } = useTranslation('learning');
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} className="rounded-xl border border-line bg-surface p-4">
      <h2 id={headingId} className="mb-3 text-lg font-bold text-ink">
        {t('player.outline')}
      </h2>
      <ol className="grid gap-4">
        {content.units.map((unit) => (
          <li key={unit._id}>
            <h3 className="font-semibold text-ink">
              <bdi>{unit.title}</bdi>
            </h3>
            <ol className="mt-2 grid gap-3">
              {unit.sections.map((section) => (
                <li key={section._id}>
                  <h4 className="text-sm font-semibold text-muted">
                    <bdi>{section.title}</bdi>
                  </h4>
                  <ol className="mt-1 grid gap-0.5">
                    {section.lectures.map((lecture) => {
                      const Kind = kindIcons[lecture.kind];
                      const current = lecture._id === currentId;
                      return (
                        <li key={lecture._id}>
                          <Link
                            to={hrefOf(lecture._id)}
                            replace
                            aria-current={current ? 'true' : undefined}
                            className={clsx(
                              'flex items-center gap-2 rounded-md px-2 py-1.5 text-sm',
                              current ? 'bg-brand-50 font-semibold text-brand-900' : 'text-ink hover:bg-canvas',
                            )}
                          >
                            <Kind aria-hidden="true" className="size-4 shrink-0 text-muted" />
                            <span className="min-w-0 flex-1">
                              <bdi>{lecture.title}</bdi>
                            </span>
                            {lecture.completed ? (
                              <CircleCheck
                                aria-label={t('player.completed')}
                                role="img"
                                className="size-4 shrink-0 text-success"
                              />
                            ) : (
                              <Circle
                                aria-label={t('player.notCompleted')}
                                role="img"
                                className="size-4 shrink-0 text-line"
                              />
                            )}
                          </Link>
                        </li>
                      );
                    })}
                  </ol>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </nav>
  );
}
