import { INDUSTRIES, type TCareerRole } from '@masar/contracts';
import type { SelectHTMLAttributes } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { useTranslation } from '@/lib/use-translation';

type TRoleSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  roles: TCareerRole[];
  label: string;
  error?: string;
};

/** The target roles grouped by industry, named in the interface's language. */
export function RoleSelect({ roles, label, error, ...props }: TRoleSelectProps) {
  const { t, i18n } = useTranslation('career');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const groups = INDUSTRIES.map((industry) => ({
    industry,
    roles: roles
      .filter((role) => role.industry === industry)
      .sort((a, b) => a.name[lang].localeCompare(b.name[lang], lang)),
  })).filter((group) => group.roles.length > 0);
  return (
    <SelectField label={label} error={error} {...props}>
      <option value="">{t('fields.chooseRole')}</option>
      {groups.map((group) => (
        <optgroup key={group.industry} label={t(`industries.${group.industry}`)}>
          {group.roles.map((role) => (
            <option key={role.id} value={role.id}>
              {role.name[lang]}
            </option>
          ))}
        </optgroup>
      ))}
    </SelectField>
  );
}
