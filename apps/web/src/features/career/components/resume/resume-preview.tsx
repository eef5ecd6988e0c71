import type { TLanguage, TResumeData } from '@masar/contracts';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { CV_LABELS, CV_PROFICIENCY, cvDirection, formatCvDate, formatCvRange } from '../../lib/cv-labels';

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.replace(/^\s*[•●▪◦*–-]\s*/, '').trim())
    .filter(Boolean);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-4">
      <h3 className="mb-1.5 border-b border-line pb-1 text-sm font-bold text-brand-800">{title}</h3>
      {children}
    </section>
  );
}

/** Whether the preview would show anything yet. */
export const hasPreviewContent = (data: TResumeData) =>
  Boolean(
    data.name ||
    data.jobTitle ||
    data.email ||
    data.phone ||
    data.summary ||
    data.experience.length ||
    data.education.length ||
    data.skills.length,
  );

/**
 * The CV as it reads, laid out in the CV's own direction and language: right-to-left for an
 * Arabic CV, left-to-right for an English one, whatever the interface language. Emails, phones
 * and links are isolated so they read correctly inside Arabic text.
 */
export function ResumePreview({
  data,
  language,
  className,
}: {
  data: TResumeData;
  language: TLanguage;
  className?: string;
}) {
  const L = CV_LABELS[language];
  const contact = [data.email, data.phone, data.address].filter(Boolean);
  return (
    <article
      lang={language}
      dir={cvDirection(language)}
      className={clsx(
        'rounded-lg border border-line bg-surface p-5 text-start text-sm leading-relaxed text-ink',
        className,
      )}
    >
      {data.name && <p className="text-xl font-bold">{data.name}</p>}
      {data.jobTitle && <p className="font-semibold text-brand-700">{data.jobTitle}</p>}
      {contact.length > 0 && (
        <p className="mt-1 flex flex-wrap gap-x-3 text-muted">
          {contact.map((item) => (
            <bdi key={item}>{item}</bdi>
          ))}
        </p>
      )}
      {data.links.length > 0 && (
        <p className="mt-1 flex flex-wrap gap-x-3 text-muted">
          {data.links.map((link) => (
            <span key={`${link.website}${link.url}`}>
              {link.website && `${link.website}: `}
              <bdi dir="ltr">{link.url}</bdi>
            </span>
          ))}
        </p>
      )}
      {data.summary && (
        <Section title={L.summary}>
          <p className="whitespace-pre-line">{data.summary}</p>
        </Section>
      )}
      {data.experience.length > 0 && (
        <Section title={L.experience}>
          <ul className="grid gap-2">
            {data.experience.map((e, i) => (
              <li key={i}>
                <p className="font-semibold">{[e.jobTitle, e.company].filter(Boolean).join(' · ')}</p>
                {formatCvRange(e, language) && <p className="text-xs text-muted">{formatCvRange(e, language)}</p>}
                {lines(e.description).length > 0 && (
                  <ul className="mt-1 list-disc ps-5">
                    {lines(e.description).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {data.education.length > 0 && (
        <Section title={L.education}>
          <ul className="grid gap-1.5">
            {data.education.map((e, i) => (
              <li key={i}>
                <span className="font-semibold">{[e.degree, e.institute].filter(Boolean).join(' · ')}</span>
                {e.date && <span className="text-muted"> ({formatCvDate(e.date, language)})</span>}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {data.certifications.length > 0 && (
        <Section title={L.certifications}>
          <ul className="grid gap-1.5">
            {data.certifications.map((c, i) => (
              <li key={i}>
                <span className="font-semibold">{c.name}</span>
                {c.institute && ` · ${c.institute}`}
                {c.date && <span className="text-muted"> ({formatCvDate(c.date, language)})</span>}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {data.skills.length > 0 && (
        <Section title={L.skills}>
          <p>{data.skills.join(language === 'ar' ? '، ' : ', ')}</p>
        </Section>
      )}
      {data.languages.length > 0 && (
        <Section title={L.languages}>
          <p>
            {data.languages
              .map((l) =>
                l.proficiency ? `${l.name} (${CV_PROFICIENCY[language][l.proficiency] ?? l.proficiency})` : l.name,
              )
              .join(language === 'ar' ? '، ' : ', ')}
          </p>
        </Section>
      )}
    </article>
  );
}
