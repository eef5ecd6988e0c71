import { Plus, Trash2 } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { useTranslation } from '@/lib/use-translation';

/** One item of a repeatable list (an experience, a degree…) with its remove button. */
export function ListFieldset({
  legend,
  onRemove,
  children,
}: {
  legend: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('career');
  const ref = useRef<HTMLFieldSetElement>(null);
  const remove = () => {
    const list = ref.current?.parentElement;
    onRemove();
    // the item and its button are gone: the keyboard goes on from the list's add button
    requestAnimationFrame(() => list?.querySelector<HTMLButtonElement>('[data-list-add]')?.focus());
  };
  return (
    <fieldset ref={ref} className="grid gap-4 rounded-xl border border-line bg-canvas/50 p-4 sm:p-5">
      <legend className="px-1 text-sm font-bold text-ink">{legend}</legend>
      {children}
      <ActionButton variant="ghost" size="sm" className="justify-self-end text-danger" onClick={remove}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t('wizard.remove', { item: legend })}
      </ActionButton>
    </fieldset>
  );
}

/** The list's items, or a line saying there are none, and the add button. */
export function ListItems({
  count,
  emptyText,
  addLabel,
  onAdd,
  children,
}: {
  count: number;
  emptyText: string;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-5">
      {count === 0 ? (
        <p className="rounded-lg border border-dashed border-line p-4 text-center text-muted">{emptyText}</p>
      ) : (
        children
      )}
      <ActionButton variant="outline" className="justify-self-start" data-list-add onClick={onAdd}>
        <Plus aria-hidden="true" className="size-4" />
        {addLabel}
      </ActionButton>
    </div>
  );
}
