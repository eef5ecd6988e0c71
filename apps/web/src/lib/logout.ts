import { api } from './api-client';
import { clearSession, getAccessToken } from './session';

/** Logout always clears the local session, whether or not the server call succeeds (SPEC section 4). */
export async function logout(): Promise<void> {
  const token = getAccessToken();
  try {
    if (!token) {
      console.warn('No access token found');
      return;
    }
    await api.get('/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
  } catch {
    // the server may already consider the session gone; local cleanup below is what matters
  } finally {
    clearSession();
  }
}
