import { clsx } from 'clsx';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * A label over an input (`half`: one of two side by side from `sm` on; `hinted`: the same with two
 * lines of hint under it), or over a 5-row text area.
 */
type TSkeletonField = 'half' | 'hinted' | 'full' | 'area';

function FieldSkeleton({ kind }: { kind: TSkeletonField }) {
  return (
    <div
      data-skeleton-field=""
      className={clsx('grid content-start gap-1.5', (kind === 'full' || kind === 'area') && 'sm:col-span-2')}
    >
      <Skeleton className="h-5 w-24" />
      <Skeleton className={clsx('w-full rounded-lg', kind === 'area' ? 'h-[138px]' : 'h-11')} />
      {kind === 'hinted' && (
        // two lines of small text (20 px each)
        <div className="grid h-10 content-center gap-1.5">
          <Skeleton className="h-3.5 w-11/12" />
          <Skeleton className="h-3.5 w-2/3" />
        </div>
      )}
    </div>
  );
}

/**
 * The shape of a lazily loaded form (its fields and button, in the form's own grid) while its
 * script is on the way, so the visitor sees a form coming rather than a blank box.
 */
export function FormSkeleton({
  name,
  fields,
  withTitle = false,
}: {
  name: string;
  fields: TSkeletonField[];
  withTitle?: boolean;
}) {
  return (
    <div aria-hidden="true" data-skeleton={name} className="grid gap-5">
      {withTitle && <Skeleton className="h-7 w-48" />}
      <div className="grid gap-5 sm:grid-cols-2">
        {fields.map((kind, index) => (
          <FieldSkeleton key={index} kind={kind} />
        ))}
      </div>
      <Skeleton data-skeleton-button="" className="h-11 w-36 rounded-lg" />
    </div>
  );
}

export const ContactFormSkeleton = () => (
  <FormSkeleton name="contact-form" withTitle fields={['half', 'half', 'full', 'area']} />
);

export const RegistrationFormSkeleton = () => (
  <FormSkeleton name="registration-form" fields={['half', 'half', 'hinted', 'half', 'full']} />
);
