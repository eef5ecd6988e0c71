import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { getStoredLanguage } from '@/lib/i18n';
import { LanguageSwitch } from '../language-switch';

describe('language switch', () => {
  it('starts in Arabic, right to left, whatever the browser says', () => {
    expect(getStoredLanguage()).toBe('ar');
    expect(i18next.language).toBe('ar');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('shows the other language, switches html lang/dir and remembers the choice', async () => {
    render(<LanguageSwitch />);
    const button = screen.getByRole('button', { name: 'التبديل إلى English' });
    expect(button).toHaveTextContent('English');

    await userEvent.click(button);
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(getStoredLanguage()).toBe('en');
    expect(await screen.findByRole('button', { name: 'Switch to العربية' })).toHaveTextContent('العربية');

    await userEvent.click(screen.getByRole('button', { name: 'Switch to العربية' }));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem('lang')).toBe('ar');
  });

  it('ignores an unsupported stored value', () => {
    localStorage.setItem('lang', 'fr');
    expect(getStoredLanguage()).toBe('ar');
  });
});
