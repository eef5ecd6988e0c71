import { startTransition, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

type TDeferredProps = {
  /** usually a React.lazy component: its chunk is fetched only once this renders */
  children: ReactNode;
  /** reserves the space the content will take, so nothing moves when it arrives */
  placeholderClassName: string;
  /** shown in that space until the content arrives (e.g. a skeleton of a form) */
  placeholder?: ReactNode;
  /** render at once (e.g. the URL's #hash points into the content) */
  eager?: boolean;
  /** how far ahead of the viewport it renders (IntersectionObserver's rootMargin) */
  rootMargin?: string;
};

const noSubscription = () => () => {};

/**
 * Renders its children when they come near the viewport, or at the first key press (a keyboard
 * user tabbing on must find them), whichever is first (docs/decisions/005-home-below-the-fold.md).
 * Without IntersectionObserver (old browsers, jsdom) it renders at once. A server-rendered page
 * has the placeholder, and so has the browser's first (hydrating) render of it.
 */
export function Deferred({
  children,
  placeholderClassName,
  placeholder,
  eager = false,
  rootMargin = '600px 0px',
}: TDeferredProps) {
  const ref = useRef<HTMLDivElement>(null);
  const client = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [revealed, setShow] = useState(() => eager || typeof IntersectionObserver === 'undefined');
  const show = client && (revealed || eager);

  useEffect(() => {
    if (show || typeof IntersectionObserver === 'undefined') return;
    // a transition: the sections render in slices, between which the browser stays responsive
    const reveal = () => startTransition(() => setShow(true));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reveal();
      },
      { rootMargin },
    );
    if (ref.current) observer.observe(ref.current);
    window.addEventListener('keydown', reveal, { once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', reveal);
    };
  }, [show, rootMargin]);

  if (!show)
    return (
      <div ref={ref} className={placeholderClassName}>
        {placeholder}
      </div>
    );
  return (
    <Suspense
      fallback={
        <div aria-busy="true" className={placeholderClassName}>
          {placeholder}
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
