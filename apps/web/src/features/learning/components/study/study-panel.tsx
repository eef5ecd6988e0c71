import type { TContentLecture } from '@masar/contracts';
import { clsx } from 'clsx';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { NotesPanel } from './notes-panel';
import { QuestionsPanel } from './questions-panel';

type TTab = 'notes' | 'questions';
const TABS: TTab[] = ['notes', 'questions'];

/** Under the lecture: the learner's notes and the lecture's questions, as tabs (issue 20). */
export function StudyPanel({
  courseId,
  lecture,
  hrefOf,
}: {
  courseId: string;
  lecture: TContentLecture;
  hrefOf: (lectureId: string) => string;
}) {
  const { t } = useTranslation('study');
  const [tab, setTab] = useState<TTab>('notes');
  const base = useId();
  const tabId = (name: TTab) => `${base}-tab-${name}`;
  const panelId = (name: TTab) => `${base}-panel-${name}`;
  // arrow keys move between the tabs (WAI-ARIA tabs pattern); the focus follows
  const onKeyDown = (event: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next = tab === 'notes' ? 'questions' : 'notes';
    setTab(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <section aria-label={t('panel.label')} className="grid gap-4 rounded-xl border border-line bg-surface p-4">
      <div
        role="tablist"
        aria-label={t('panel.label')}
        className="flex gap-2 border-b border-line"
        onKeyDown={onKeyDown}
      >
        {TABS.map((name) => (
          <button
            key={name}
            id={tabId(name)}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={panelId(name)}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            className={clsx(
              '-mb-px border-b-2 px-3 py-2 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-accent-500',
              tab === name ? 'border-brand-700 text-brand-800' : 'border-transparent text-muted hover:text-ink',
            )}
          >
            {t(`panel.${name}`)}
          </button>
        ))}
      </div>
      <div id={panelId(tab)} role="tabpanel" aria-labelledby={tabId(tab)} tabIndex={0}>
        {tab === 'notes' ? (
          <NotesPanel courseId={courseId} lecture={lecture} hrefOf={hrefOf} />
        ) : (
          <QuestionsPanel lecture={lecture} />
        )}
      </div>
    </section>
  );
}
