import type { TOutlineUnit } from '@masar/contracts';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { NodeActions } from './node-actions';
import { NodeTitleForm } from './node-title-form';
import type { TOutlineController } from './outline-controller';
import { OutlineSectionItem } from './outline-section';

type TOutlineUnitProps = { unit: TOutlineUnit; index: number; count: number; controller: TOutlineController };

/** A unit: its title (renamed in place), its order, its sections and "add section". */
export function OutlineUnitItem({ unit, index, count, controller }: TOutlineUnitProps) {
  const { t } = useTranslation('admin');
  const [renaming, setRenaming] = useState(false);
  const { busy, run } = controller;
  return (
    <li className="grid gap-4 rounded-xl border border-line bg-surface p-4 shadow-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {renaming ? (
          <div className="flex-1">
            <NodeTitleForm
              label={t('outline.unitTitle')}
              submitLabel={t('outline.save')}
              initial={unit.title}
              autoFocus
              onCancel={() => setRenaming(false)}
              onSubmit={async (title) => {
                const saved = await run({ kind: 'updateUnit', id: unit._id, body: { title } });
                if (saved) setRenaming(false);
                return saved;
              }}
            />
          </div>
        ) : (
          <h3 className="text-lg font-bold text-ink">
            <span className="text-muted">{t('outline.unitLabel', { number: index + 1 })}</span>{' '}
            <span dir="auto">{unit.title}</span>
          </h3>
        )}
        {!renaming && (
          <NodeActions
            title={unit.title}
            index={index}
            count={count}
            busy={busy}
            onMove={(position) => void run({ kind: 'updateUnit', id: unit._id, body: { position } })}
            onEdit={() => setRenaming(true)}
            onDelete={() => controller.askDelete({ kind: 'unit', id: unit._id, title: unit.title })}
          />
        )}
      </div>
      {unit.sections.length === 0 ? (
        <p className="text-sm text-muted">{t('outline.noSections')}</p>
      ) : (
        <ol className="grid gap-3" aria-label={t('outline.sectionsOf', { title: unit.title })}>
          {unit.sections.map((section, sectionIndex) => (
            <OutlineSectionItem
              key={section._id}
              section={section}
              index={sectionIndex}
              count={unit.sections.length}
              controller={controller}
            />
          ))}
        </ol>
      )}
      <NodeTitleForm
        label={t('outline.newSection', { title: unit.title })}
        placeholder={t('outline.newSectionPlaceholder')}
        submitLabel={t('outline.addSection')}
        onSubmit={(title) => run({ kind: 'addSection', unitId: unit._id, title })}
      />
    </li>
  );
}
