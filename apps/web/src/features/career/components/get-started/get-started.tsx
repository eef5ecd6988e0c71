import {
  ArrowRight,
  FileCheck2,
  FilePlus2,
  Files,
  MessagesSquare,
  Radar,
  WandSparkles,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';

type TChoice = { key: 'create' | 'review' | 'enhance' | 'skills' | 'interview'; icon: LucideIcon; href: string };

/** SPEC section 2: the three choices; PRODUCT section 6 adds skills analysis and interview practice. */
const CHOICES: TChoice[] = [
  { key: 'create', icon: FilePlus2, href: paths.careerResumeNew.getHref() },
  { key: 'review', icon: FileCheck2, href: paths.careerReview.getHref() },
  { key: 'enhance', icon: WandSparkles, href: paths.careerEnhance.getHref() },
];
const MORE: TChoice[] = [
  { key: 'skills', icon: Radar, href: paths.careerSkills.getHref() },
  { key: 'interview', icon: MessagesSquare, href: paths.careerInterview.getHref() },
];

/**
 * The public get-started page. The tools need an account: a guest's choice goes through /login and
 * comes back to the tool (`?redirect=`).
 */
export function GetStarted() {
  const { t } = useTranslation('career');
  const { isAuthenticated } = useSession();
  const hrefOf = (href: string) => (isAuthenticated ? href : paths.login.getHref(href));
  return (
    <div className="grid gap-12">
      <ol className="grid gap-5 md:grid-cols-3">
        {CHOICES.map(({ key, icon: Icon, href }) => (
          <li key={key} className="flex flex-col rounded-2xl border border-line bg-surface p-6 shadow-card">
            <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-7" />
            </span>
            <h2 id={`career-choice-${key}`} className="mb-2 text-xl font-bold text-ink">
              {t(`getStarted.choices.${key}.title`)}
            </h2>
            <p className="mb-6 flex-1 leading-relaxed text-muted">{t(`getStarted.choices.${key}.body`)}</p>
            <Link
              to={hrefOf(href)}
              aria-describedby={`career-choice-${key}`}
              className={buttonClasses('primary', 'md', 'self-start')}
            >
              {t(`getStarted.choices.${key}.action`)}
              <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            </Link>
          </li>
        ))}
      </ol>
      {!isAuthenticated && <p className="-mt-6 text-sm text-muted">{t('getStarted.signInNote')}</p>}
      <section aria-labelledby="career-more-title" className="grid gap-5">
        <h2 id="career-more-title" className="text-2xl font-bold text-ink">
          {t('getStarted.moreTitle')}
        </h2>
        <ul className="grid gap-5 md:grid-cols-2">
          {MORE.map(({ key, icon: Icon, href }) => (
            <li key={key}>
              <Link
                to={hrefOf(href)}
                className="group flex h-full items-start gap-4 rounded-2xl border border-line bg-surface p-6 shadow-card transition-shadow hover:shadow-card-hover"
              >
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
                  <Icon aria-hidden="true" className="size-7" />
                </span>
                <span className="grid gap-1">
                  <span className="text-lg font-bold text-ink group-hover:text-brand-700">
                    {t(`getStarted.choices.${key}.title`)}
                  </span>
                  <span className="leading-relaxed text-muted">{t(`getStarted.choices.${key}.body`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {isAuthenticated && (
        <Link
          to={paths.careerResumes.getHref()}
          className="inline-flex items-center gap-2 justify-self-start font-semibold text-brand-700 hover:underline"
        >
          <Files aria-hidden="true" className="size-5" />
          {t('resumes.title')}
        </Link>
      )}
    </div>
  );
}
