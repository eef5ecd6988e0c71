import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField, parseDayMonthYear } from '../date-field';

function Filter({ initial, onChange }: { initial?: string; onChange: (value: string | undefined) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="من"
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

// Issue 21, item 3: in Arabic the browser's own date input read mm/dd/yyyy (its locale's order);
// an admin's date reads day/month/year, with the date in words under it.
describe('DateField', () => {
  it('reads day/month/year in Arabic and says the date in words', async () => {
    await i18next.changeLanguage('ar');
    const changes = vi.fn();
    const user = userEvent.setup();
    render(<Filter initial="2026-03-01" onChange={changes} />);
    const input = screen.getByLabelText('من');
    expect(input).toHaveValue('01/03/2026');
    expect(input).toHaveAttribute('placeholder', 'يوم/شهر/سنة');
    expect(input).toHaveAccessibleDescription('الأحد، 1 مارس 2026');

    await user.clear(input);
    expect(changes).toHaveBeenLastCalledWith(undefined);
    await user.type(input, '25/11/2026');
    expect(changes).toHaveBeenLastCalledWith('2026-11-25');
    expect(input).toHaveAccessibleDescription('الأربعاء، 25 نوفمبر 2026');
  });

  it('refuses a date that does not exist, in the language of the page, and keeps the filter', async () => {
    await i18next.changeLanguage('en');
    const changes = vi.fn();
    const user = userEvent.setup();
    render(<Filter initial="2026-03-01" onChange={changes} />);
    const input = screen.getByLabelText('من');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await user.clear(input);
    await user.type(input, '31/02/2026');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter the date as day/month/year, e.g. 25/11/2026.');
    expect(changes).not.toHaveBeenCalledWith(expect.stringMatching(/^2026-0[23]/));
  });

  it('parses day/month/year with Arabic-Indic digits and other separators', () => {
    expect(parseDayMonthYear('٢٥/١١/٢٠٢٦')).toBe('2026-11-25');
    expect(parseDayMonthYear(' 5.3.2026 ')).toBe('2026-03-05');
    expect(parseDayMonthYear('5-3-2026')).toBe('2026-03-05');
    expect(parseDayMonthYear('29/02/2024')).toBe('2024-02-29');
    expect(parseDayMonthYear('29/02/2026')).toBeNull();
    expect(parseDayMonthYear('2026-03-05')).toBeNull();
    expect(parseDayMonthYear('13/13/2026')).toBeNull();
  });
});
