import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useTranslation } from '../use-translation';

function Probe({ onT }: { onT?: (t: unknown) => void }) {
  const { t, i18n } = useTranslation('common');
  useEffect(() => {
    onT?.(t);
  }, [t, onT]);
  return (
    <p>
      <span data-testid="plain">{t('brand.name')}</span>
      <span data-testid="options">{t('brand.documentTitle', { title: 'X' })}</span>
      <span data-testid="namespaced">{t('errors:load.courses')}</span>
      <span data-testid="lang">{`${i18n.language}/${i18n.resolvedLanguage}`}</span>
    </p>
  );
}

describe('useTranslation (own i18next binding)', () => {
  it('translates with the namespace, options and ns:key, and follows language changes', async () => {
    const seen: unknown[] = [];
    render(<Probe onT={(t) => seen.push(t)} />);
    expect(screen.getByTestId('plain')).toHaveTextContent('مسار');
    expect(screen.getByTestId('options')).toHaveTextContent('X | مسار');
    expect(screen.getByTestId('lang')).toHaveTextContent('ar/ar');

    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByTestId('plain')).toHaveTextContent('Masar');
    expect(screen.getByTestId('options')).toHaveTextContent('X | Masar');
    expect(screen.getByTestId('namespaced')).toHaveTextContent('Failed to fetch courses');
    expect(screen.getByTestId('lang')).toHaveTextContent('en/en');
    // a new t after the change, so effects depending on it run again
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen.at(-1)).not.toBe(seen[0]);
  });

  it('uses the default namespace when none is given', () => {
    function DefaultNs() {
      const { t } = useTranslation();
      return <span>{t('brand.name')}</span>;
    }
    render(<DefaultNs />);
    expect(screen.getByText('مسار')).toBeInTheDocument();
  });
});
