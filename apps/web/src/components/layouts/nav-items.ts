import { paths } from '@/config/paths';

/** Main navigation: label keys live in the common namespace. */
export const mainNavItems = [
  { to: paths.home.getHref(), labelKey: 'nav.home', end: true },
  { to: paths.courses.getHref(), labelKey: 'nav.courses', end: false },
  { to: paths.trainers.getHref(), labelKey: 'nav.trainers', end: false },
  { to: paths.career.getHref(), labelKey: 'nav.career', end: false },
] as const;
