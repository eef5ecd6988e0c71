import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type TFigureCardProps = {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  note?: string;
  to?: string;
  linkLabel?: string;
};

/** One figure of the dashboard: what it counts, the number, a note and where to see the detail. */
export function FigureCard({ icon: Icon, label, value, note, to, linkLabel }: TFigureCardProps) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-5 shadow-card">
      <div className="flex items-center justify-between gap-3">
        <span className="text-sm font-semibold text-muted">{label}</span>
        <span aria-hidden="true" className="grid size-9 place-items-center rounded-lg bg-brand-50 text-brand-700">
          <Icon className="size-5" />
        </span>
      </div>
      <span className="text-3xl font-bold text-ink">{value}</span>
      {note && <span className="text-sm text-muted">{note}</span>}
      {to && linkLabel && (
        <Link to={to} className="mt-auto text-sm font-semibold text-brand-700 hover:underline">
          {linkLabel}
        </Link>
      )}
    </li>
  );
}
