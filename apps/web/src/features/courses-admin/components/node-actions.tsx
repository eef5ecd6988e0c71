import { ArrowDown, ArrowUp, Pencil, Trash2, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';

type TNodeActionsProps = {
  /** the node's title, for the buttons' accessible names */
  title: string;
  index: number;
  count: number;
  busy?: boolean;
  onMove: (position: number) => void;
  onEdit: () => void;
  onDelete: () => void;
};

const isolated = (text: string) => `\u2068${text}\u2069`;

function IconButton({
  icon: Icon,
  label,
  onClick,
  disabled,
  danger,
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      className={`grid size-9 place-items-center rounded-md border border-line bg-surface hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40 ${danger ? 'text-danger' : 'text-ink'}`}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

/** Move up, move down, rename / edit and delete for one unit, section or lecture. */
export function NodeActions({ title, index, count, busy, onMove, onEdit, onDelete }: TNodeActionsProps) {
  const { t } = useTranslation('admin');
  const name = isolated(title);
  return (
    <div role="group" aria-label={t('outline.actionsFor', { title: name })} className="flex shrink-0 gap-1">
      <IconButton
        icon={ArrowUp}
        label={t('outline.moveUp', { title: name })}
        disabled={busy || index === 0}
        onClick={() => onMove(index - 1)}
      />
      <IconButton
        icon={ArrowDown}
        label={t('outline.moveDown', { title: name })}
        disabled={busy || index >= count - 1}
        onClick={() => onMove(index + 1)}
      />
      <IconButton icon={Pencil} label={t('outline.edit', { title: name })} disabled={busy} onClick={onEdit} />
      <IconButton
        icon={Trash2}
        label={t('outline.delete', { title: name })}
        disabled={busy}
        onClick={onDelete}
        danger
      />
    </div>
  );
}
