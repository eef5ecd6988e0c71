import { zodResolver } from '@hookform/resolvers/zod';
import { CAREER_VALIDATION, ZResumeDataPatch, type TResume } from '@masar/contracts';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '@/components/ui/text-field';
import { useTranslation } from '@/lib/use-translation';
import { useCareerFieldError } from '../../hooks/use-career-field-error';
import { dropBlankRows, listDraft } from '../../lib/list-rows';
import { ListFieldset, ListItems } from './list-fieldset';
import { StepShell, type TStepNav } from './step-shell';
import type { TStepSaver } from './types';

// A link without its address says nothing: the address is what this step requires.
const ZStep = z.object({
  links: ZResumeDataPatch.shape.links.unwrap().superRefine((links, ctx) => {
    links.forEach((link, i) => {
      if (!link.url) ctx.addIssue({ code: 'custom', message: CAREER_VALIDATION.required, path: [i, 'url'] });
    });
  }),
});
const EMPTY = { website: '', url: '' };

/** Step 3: LinkedIn, GitHub, a portfolio… (SPEC section 3: website and url). */
export function LinksStep({ resume, nav, saver }: { resume: TResume; nav: TStepNav; saver: TStepSaver }) {
  const { t } = useTranslation('career');
  const fieldError = useCareerFieldError();
  const stored = resume.data.links;
  const form = useForm({ resolver: zodResolver(ZStep), defaultValues: { links: stored.length ? stored : [EMPTY] } });
  const rows = useFieldArray({ control: form.control, name: 'links' });
  const { register } = form;

  return (
    <StepShell
      title={t('wizard.steps.links')}
      description={t('wizard.links.description')}
      form={form}
      keys={['links']}
      toPatch={(values) => ({ links: values.links })}
      toDraft={(values) => listDraft('links', values.links)}
      beforeNext={() => dropBlankRows(form.getValues('links'), (kept) => form.setValue('links', kept))}
      nav={nav}
      {...saver}
    >
      <ListItems
        count={rows.fields.length}
        emptyText={t('wizard.links.empty')}
        addLabel={t('wizard.links.add')}
        onAdd={() => rows.append(EMPTY)}
      >
        {rows.fields.map((field, index) => {
          const errors = form.formState.errors.links?.[index];
          return (
            <ListFieldset
              key={field.id}
              legend={t('wizard.links.item', { n: index + 1 })}
              onRemove={() => rows.remove(index)}
            >
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label={t('fields.website')}
                  placeholder="LinkedIn"
                  dir="auto"
                  list="career-link-sites"
                  error={fieldError(errors?.website)}
                  {...register(`links.${index}.website`)}
                />
                <TextField
                  label={t('fields.url')}
                  type="url"
                  dir="ltr"
                  placeholder="https://"
                  error={fieldError(errors?.url)}
                  {...register(`links.${index}.url`)}
                />
              </div>
            </ListFieldset>
          );
        })}
      </ListItems>
      <datalist id="career-link-sites">
        {['LinkedIn', 'GitHub', 'Behance', 'Dribbble', 'Portfolio'].map((site) => (
          <option key={site} value={site} />
        ))}
      </datalist>
    </StepShell>
  );
}
