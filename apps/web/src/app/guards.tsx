import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/** /login, /signup, /forgot-password: a signed-in user goes home. */
export function GuestOnly() {
  const { isAuthenticated } = useSession();
  return isAuthenticated ? <Navigate to={paths.home.getHref()} replace /> : <Outlet />;
}

/** Signed-in pages: a guest goes to /login and comes back afterwards. */
export function RequireAuth() {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  if (isAuthenticated) return <Outlet />;
  const from = `${location.pathname}${location.search}${location.hash}`;
  // the way back travels in `?redirect=` (the login page reads it); nothing reads router state
  return <Navigate to={paths.login.getHref(from)} replace />;
}

/** Admin area: anyone but an admin, guests included, sees /not-found. */
export function RequireAdmin() {
  const { isAdmin } = useSession();
  return isAdmin ? <Outlet /> : <Navigate to={paths.notFound.getHref()} replace />;
}

/** /payment-success: only signed-in learners; admins and guests go home. */
export function RequireLearner() {
  const { isAuthenticated, isAdmin } = useSession();
  return isAuthenticated && !isAdmin ? <Outlet /> : <Navigate to={paths.home.getHref()} replace />;
}
