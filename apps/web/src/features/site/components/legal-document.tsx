import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';
import { useSiteInfo } from '../api/get-site-info';
import { SUPPORT_HOURS } from '@masar/contracts/support-hours';
import { formatDays, formatTimeOfDay } from '../lib/support-hours';

// Left-to-right isolates: a phone number or an address inside Arabic text keeps its own order
const ltr = (value: string) => `\u2066${value}\u2069`;

type TSection = { id: string; title: string; paragraphs?: string[]; items?: string[] };

/**
 * The privacy policy or the terms of service (pages namespace), with what depends on the
 * configuration filled in: the refund window (REFUND_WINDOW_DAYS), support hours and contacts.
 */
export function LegalDocument({ doc }: { doc: 'policy' | 'terms' }) {
  const { t, i18n } = useTranslation('pages');
  const lang = i18n.resolvedLanguage ?? 'ar';
  const { data, isPending } = useSiteInfo();
  useDocumentTitle(t(`${doc}.title`));

  const support = data?.support ?? { ...SUPPORT_HOURS, email: null, phone: null };
  const days = data?.refundWindowDays ?? 0;
  const values = {
    refund: days > 0 ? t('legal.refundWindow', { count: days, days: formatNumber(days, lang) }) : t('legal.noRefunds'),
    hours: t('legal.hours', {
      days: formatDays(support.days, lang),
      opens: formatTimeOfDay(support.opensAt, lang),
      closes: formatTimeOfDay(support.closesAt, lang),
    }),
    contact: [
      t('legal.contactForm'),
      support.email ? t('legal.contactEmail', { email: ltr(support.email) }) : '',
      support.phone ? t('legal.contactPhone', { phone: ltr(support.phone) }) : '',
    ]
      .filter(Boolean)
      .join(' '),
  };
  const raw: unknown = t(`${doc}.sections`, { returnObjects: true, ...values });
  const sections = Array.isArray(raw) ? (raw as TSection[]) : [];

  return (
    <Container className="max-w-4xl py-12">
      <Heading level={1} className="mb-4">
        {t(`${doc}.title`)}
      </Heading>
      <p className="mb-8 text-lg leading-relaxed text-muted">{t(`${doc}.intro`)}</p>
      {isPending ? (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      ) : (
        <>
          <nav aria-labelledby={`${doc}-contents`} className="mb-10 rounded-xl border border-line bg-surface p-6">
            <h2 id={`${doc}-contents`} className="mb-3 font-bold text-ink">
              {t('legal.contents')}
            </h2>
            <ol className="grid list-decimal gap-1 ps-5 text-brand-700 sm:grid-cols-2">
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="hover:underline">
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="grid gap-10">
            {sections.map((section) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className="scroll-mt-20"
              >
                <h2 id={`${section.id}-title`} className="mb-3 text-2xl font-bold text-ink">
                  {section.title}
                </h2>
                {section.paragraphs?.map((paragraph) => (
                  <p key={paragraph} className="mb-3 leading-relaxed text-ink">
                    {paragraph}
                  </p>
                ))}
                {section.items && (
                  <ul className="grid list-disc gap-2 ps-6 leading-relaxed text-ink">
                    {section.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </div>
        </>
      )}
    </Container>
  );
}
