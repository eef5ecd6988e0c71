import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** Side calls that pages make whatever a test is about; a test overrides them with server.use(). */
const defaults = [
  // social sign-in buttons (login, signup) and the profile's linked providers
  http.get('*/api/auth/providers', () => HttpResponse.json({ providers: [] })),
  http.get('*/api/auth/social/identities', () => HttpResponse.json([])),
];

export const server = setupServer(...defaults);
