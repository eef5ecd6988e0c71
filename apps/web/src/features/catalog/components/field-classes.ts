/**
 * The look of the shared text field's input, for the catalog's own controls: importing it from
 * components/ui/text-field would bring the account pages' chunk (forms, zod) into the catalog.
 */
export const fieldClasses =
  'h-11 w-full rounded-lg border border-line bg-surface px-3 text-base text-ink placeholder:text-muted focus-visible:border-brand-600 aria-invalid:border-danger';
