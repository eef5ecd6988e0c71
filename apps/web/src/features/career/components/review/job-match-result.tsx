import type { TCvPlace, TJobMatch, TSkill } from '@masar/contracts';
import { BookOpen, CircleCheck, CircleDashed } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { leftToRight } from '../../lib/left-to-right';

type TMatched = TJobMatch['hardSkills']['matched'];

/** The rate and how it was counted, the skills found (with where) and missing, and the title. */
export function JobMatchResult({ result }: { result: TJobMatch }) {
  const { t, i18n } = useTranslation('career');
  const n = (value: number) => formatNumber(value, i18n.language, { maximumFractionDigits: 1 });
  const percent = formatNumber(result.rate / 100, i18n.language, { style: 'percent' });
  const weights = result.formula.reduce((sum, p) => sum + p.weight, 0);
  const points = result.formula.map((p) => (p.weight * p.matched) / p.total);
  const total = points.reduce((sum, p) => sum + p, 0);
  // a new result takes the focus, so that a screen reader reads it and the phone scrolls to it
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [result]);
  return (
    <div className="grid gap-6">
      <div className="grid gap-3">
        <h3 ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink focus:outline-none">
          {t('match.rate', { percent })}
        </h3>
        <div aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-line">
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${result.rate}%` }} />
        </div>
        {result.formula.length === 0 ? (
          <p className="text-muted">{t('match.nothingFound')}</p>
        ) : (
          <div className="grid gap-1 text-sm text-ink">
            <p className="font-semibold">
              {t('match.formula.total', { expression: leftToRight(`${percent} = ${n(total)} ÷ ${n(weights)}`) })}
            </p>
            <ul className="grid gap-1 text-muted">
              {result.formula.map((p, i) => (
                <li key={p.part}>
                  {t('match.formula.part', {
                    part: t(`match.parts.${p.part}`),
                    matched: n(p.matched),
                    total: n(p.total),
                    weight: n(p.weight),
                    points: n(points[i] ?? 0),
                  })}
                </li>
              ))}
            </ul>
            {weights < 100 && <p className="text-muted">{t('match.formula.missingParts')}</p>}
          </div>
        )}
      </div>

      <JobTitle title={result.jobTitle} />

      <SkillGroup
        title={t('match.hardTitle')}
        matched={result.hardSkills.matched}
        missing={result.hardSkills.missing}
      />
      <SkillGroup
        title={t('match.softTitle')}
        matched={result.softSkills.matched}
        missing={result.softSkills.missing.map((skill) => ({ skill }))}
      />
    </div>
  );
}

function JobTitle({ title }: { title: TJobMatch['jobTitle'] }) {
  const { t } = useTranslation('career');
  return (
    <section className="grid gap-1">
      <h4 className="text-lg font-bold text-ink">{t('match.titleTitle')}</h4>
      <p className="text-ink">
        {title.wanted === null
          ? t('match.titleMatch.none')
          : title.found === null
            ? t('match.titleMatch.missing', { wanted: title.wanted })
            : t(`match.titleMatch.found.${title.place ?? 'title'}`, { wanted: title.wanted, found: title.found })}
      </p>
    </section>
  );
}

function SkillGroup({
  title,
  matched,
  missing,
}: {
  title: string;
  matched: TMatched;
  missing: { skill: TSkill; courses?: TJobMatch['hardSkills']['missing'][number]['courses'] }[];
}) {
  const { t, i18n } = useTranslation('career');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const list = (places: TCvPlace[]) => places.map((p) => t(`match.places.${p}`)).join(lang === 'ar' ? '، ' : ', ');
  if (matched.length === 0 && missing.length === 0) return null;
  return (
    <section className="grid gap-3">
      <h4 className="text-lg font-bold text-ink">{title}</h4>
      <div className="grid gap-2">
        <p className="text-sm font-semibold text-muted">{t('match.missing')}</p>
        {missing.length === 0 ? (
          <p className="text-success">{t('match.noneMissing')}</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {missing.map(({ skill, courses }) => (
              <li key={skill.id} className="grid content-start gap-2 rounded-lg border border-line bg-canvas p-3">
                <span className="inline-flex items-center gap-2 font-semibold text-ink">
                  <CircleDashed aria-hidden="true" className="size-4 shrink-0 text-accent-700" />
                  <bdi>{skill.name[lang]}</bdi>
                </span>
                {courses &&
                  (courses.length > 0 ? (
                    <ul className="grid gap-1 text-sm">
                      {courses.map((course) => (
                        <li key={course._id}>
                          <Link
                            to={paths.courseDetails.getHref(course._id)}
                            className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
                          >
                            <BookOpen aria-hidden="true" className="size-4 shrink-0" />
                            <bdi lang={course.language}>{course.title}</bdi>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="text-sm text-muted">{t('skills.noCourses')}</p>
                  ))}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="grid gap-2">
        <p className="text-sm font-semibold text-muted">{t('match.found')}</p>
        {matched.length === 0 ? (
          <p className="text-muted">{t('match.noneFound')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {matched.map(({ skill, places }) => (
              <li
                key={skill.id}
                className="inline-flex max-w-full flex-wrap items-center gap-x-2 rounded-full bg-success/5 px-3 py-1.5 ring-1 ring-success/30"
              >
                <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
                <bdi className="font-semibold text-ink">{skill.name[lang]}</bdi>
                <span className="text-sm text-muted">{t('match.foundIn', { places: list(places) })}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
