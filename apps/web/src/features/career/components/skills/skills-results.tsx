import type { TSkillsAnalysis } from '@masar/contracts';
import { BookOpen, CircleCheck, CircleDashed } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { leftToRight } from '../../lib/left-to-right';

const IMPORTANCE_TONE = { essential: 'accent', important: 'brand', nice: 'neutral' } as const;

/**
 * The gap against the role: coverage, then matched and missing skills in order of importance; each
 * missing skill links to the platform's courses that teach it.
 */
export function SkillsResults({ analysis }: { analysis: TSkillsAnalysis }) {
  const { t, i18n } = useTranslation('career');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <section aria-labelledby="skills-results-title" className="grid gap-8">
      <div className="grid gap-3 rounded-xl border border-line bg-surface p-6 shadow-card">
        <h2 id="skills-results-title" className="text-2xl font-bold text-ink">
          {t('skills.resultsTitle', { role: analysis.role.name[lang] })}
        </h2>
        <p className="text-lg text-ink">
          {t('skills.coverage', {
            percent: formatNumber(analysis.coverage / 100, i18n.language, { style: 'percent' }),
          })}
        </p>
        <div aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-line">
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${analysis.coverage}%` }} />
        </div>
        <p className="text-sm text-muted">
          {t('skills.counts', { matched: n(analysis.matched.length), missing: n(analysis.missing.length) })}{' '}
          {t('skills.coverageFormula', {
            expression: leftToRight(
              `${formatNumber(analysis.coverage / 100, i18n.language, { style: 'percent' })} = ${n(analysis.weights.matched)} ÷ ${n(analysis.weights.total)}`,
            ),
          })}
        </p>
      </div>

      <section aria-labelledby="skills-missing-title" className="grid gap-4">
        <h3 id="skills-missing-title" className="text-xl font-bold text-ink">
          {t('skills.missingTitle')}
        </h3>
        {analysis.missing.length === 0 ? (
          <p className="text-success">{t('skills.noneMissing')}</p>
        ) : (
          <ol className="grid gap-3 md:grid-cols-2">
            {analysis.missing.map((item) => (
              <li key={item.skill.id} className="grid content-start gap-3 rounded-xl border border-line bg-surface p-5">
                <div className="flex flex-wrap items-center gap-2">
                  <CircleDashed aria-hidden="true" className="size-5 text-accent-700" />
                  <span className="text-lg font-bold text-ink">{item.skill.name[lang]}</span>
                  <Badge tone={IMPORTANCE_TONE[item.importance]}>{t(`skills.importance.${item.importance}`)}</Badge>
                </div>
                {item.courses.length > 0 ? (
                  <div>
                    <p className="mb-1 text-sm font-semibold text-muted">
                      {t('skills.coursesFor', { skill: item.skill.name[lang] })}
                    </p>
                    <ul className="grid gap-1">
                      {item.courses.map((course) => (
                        <li key={course._id}>
                          <Link
                            to={paths.courseDetails.getHref(course._id)}
                            className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
                          >
                            <BookOpen aria-hidden="true" className="size-4" />
                            <bdi lang={course.language}>{course.title}</bdi>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : (
                  <p className="text-sm text-muted">{t('skills.noCourses')}</p>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="skills-matched-title" className="grid gap-4">
        <h3 id="skills-matched-title" className="text-xl font-bold text-ink">
          {t('skills.matchedTitle')}
        </h3>
        {analysis.matched.length === 0 ? (
          <p className="text-muted">{t('skills.noneMatched')}</p>
        ) : (
          <ol className="flex flex-wrap gap-2">
            {analysis.matched.map((item) => (
              <li
                key={item.skill.id}
                className="inline-flex items-center gap-2 rounded-full bg-success/5 py-1.5 ps-3 pe-2 ring-1 ring-success/30"
              >
                <CircleCheck aria-hidden="true" className="size-4 text-success" />
                <span className="font-semibold text-ink">{item.skill.name[lang]}</span>
                <Badge tone={IMPORTANCE_TONE[item.importance]}>{t(`skills.importance.${item.importance}`)}</Badge>
              </li>
            ))}
          </ol>
        )}
      </section>

      {(analysis.extra.length > 0 || analysis.unrecognized.length > 0) && (
        <section aria-labelledby="skills-other-title" className="grid gap-2 text-sm text-muted">
          <h3 id="skills-other-title" className="text-base font-bold text-ink">
            {t('skills.otherTitle')}
          </h3>
          {analysis.extra.length > 0 && (
            <p>
              {t('skills.extra', { skills: analysis.extra.map((s) => s.name[lang]).join(lang === 'ar' ? '، ' : ', ') })}
            </p>
          )}
          {analysis.unrecognized.length > 0 && (
            <p>{t('skills.unrecognized', { words: analysis.unrecognized.join(lang === 'ar' ? '، ' : ', ') })}</p>
          )}
        </section>
      )}
    </section>
  );
}
