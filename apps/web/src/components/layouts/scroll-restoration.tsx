import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'masar:scroll-positions';

function loadPositions(): Map<string, number> {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return new Map(raw ? (JSON.parse(raw) as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

const positions = typeof window === 'undefined' ? new Map<string, number>() : loadPositions();

/**
 * The declarative router has no <ScrollRestoration>: back/forward (and a reload) restore the
 * position a page was left at, a new navigation starts at the top, or at the #hash target.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const save = () => {
      positions.set(window.history.state?.key ?? 'default', window.scrollY);
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
      } catch {
        // storage unavailable: positions last for this page only
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    const key = location.key;
    const saved = positions.get(key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else if (navigationType !== 'POP') {
      window.scrollTo(0, 0);
    }
    return () => {
      positions.set(key, window.scrollY);
    };
  }, [location.key, location.hash, navigationType]);

  return null;
}
