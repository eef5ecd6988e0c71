import type { TOutlineSection } from '@masar/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { useTranslation } from '@/lib/use-translation';
import { NodeActions } from './node-actions';
import { NodeTitleForm } from './node-title-form';
import type { TOutlineController } from './outline-controller';
import { OutlineLectureRow } from './outline-lecture-row';

type TOutlineSectionProps = { section: TOutlineSection; index: number; count: number; controller: TOutlineController };

/** A section: its title (renamed in place), its order, its lectures and "add lecture". */
export function OutlineSectionItem({ section, index, count, controller }: TOutlineSectionProps) {
  const { t } = useTranslation('admin');
  const [renaming, setRenaming] = useState(false);
  const { busy, run } = controller;
  return (
    <li className="grid gap-3 rounded-lg border border-line bg-canvas p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {renaming ? (
          <div className="flex-1">
            <NodeTitleForm
              label={t('outline.sectionTitle')}
              submitLabel={t('outline.save')}
              initial={section.title}
              autoFocus
              onCancel={() => setRenaming(false)}
              onSubmit={async (title) => {
                const saved = await run({ kind: 'updateSection', id: section._id, body: { title } });
                if (saved) setRenaming(false);
                return saved;
              }}
            />
          </div>
        ) : (
          <h4 className="font-semibold text-ink">
            <span className="text-muted">{t('outline.sectionLabel', { number: index + 1 })}</span>{' '}
            <span dir="auto">{section.title}</span>
          </h4>
        )}
        {!renaming && (
          <NodeActions
            title={section.title}
            index={index}
            count={count}
            busy={busy}
            onMove={(position) => void run({ kind: 'updateSection', id: section._id, body: { position } })}
            onEdit={() => setRenaming(true)}
            onDelete={() => controller.askDelete({ kind: 'section', id: section._id, title: section.title })}
          />
        )}
      </div>
      {section.lectures.length === 0 ? (
        <p className="text-sm text-muted">{t('outline.noLectures')}</p>
      ) : (
        <ol className="grid gap-2" aria-label={t('outline.lecturesOf', { title: section.title })}>
          {section.lectures.map((lecture, lectureIndex) => (
            <OutlineLectureRow
              key={lecture._id}
              lecture={lecture}
              index={lectureIndex}
              count={section.lectures.length}
              busy={busy}
              onMove={(position) => void run({ kind: 'updateLecture', id: lecture._id, body: { position } })}
              onEdit={() => controller.openLecture({ sectionId: section._id, lecture })}
              onDelete={() => controller.askDelete({ kind: 'lecture', id: lecture._id, title: lecture.title })}
            />
          ))}
        </ol>
      )}
      <div>
        <ActionButton variant="outline" size="sm" onClick={() => controller.openLecture({ sectionId: section._id })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('outline.addLecture')}
        </ActionButton>
      </div>
    </li>
  );
}
