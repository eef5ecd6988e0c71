import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Container } from '@/components/ui/container';
import { useTranslation } from '@/lib/use-translation';

/** The listing's hero: its title and the search box (the search word goes to the URL's `q`). */
export function CoursesHero({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('catalog');
  const inputId = useId();
  const [value, setValue] = useState(q);
  // the URL changed under us (back button, a shared link): show its word
  const [shown, setShown] = useState(q);
  if (shown !== q) {
    setShown(q);
    setValue(q);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <section aria-labelledby="courses-title" className="bg-brand-900 text-white">
      <Container className="py-10 sm:py-14">
        <h1 id="courses-title" className="text-3xl font-bold leading-tight sm:text-4xl">
          {t('list.title')}
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-brand-100">{t('list.subtitle')}</p>
        <form role="search" onSubmit={submit} className="mt-6 flex max-w-2xl flex-col gap-3 sm:flex-row">
          <label htmlFor={inputId} className="sr-only">
            {t('search.label')}
          </label>
          <input
            id={inputId}
            type="search"
            dir="auto"
            value={value}
            maxLength={200}
            onChange={(event) => setValue(event.target.value)}
            placeholder={t('search.placeholder')}
            className="h-12 w-full min-w-0 rounded-lg border border-white/20 bg-white px-4 text-base text-ink placeholder:text-muted sm:flex-1"
          />
          <button
            type="submit"
            className="inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-accent-400 px-6 font-semibold text-ink hover:bg-accent-300"
          >
            <Search aria-hidden="true" className="size-5" />
            {t('search.submit')}
          </button>
        </form>
      </Container>
    </section>
  );
}
