import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** Side calls that pages make whatever a test is about; a test overrides them with server.use(). */
const defaults = [
  // social sign-in buttons (login, signup) and the profile's linked providers
  http.get('*/api/auth/providers', () => HttpResponse.json({ providers: [] })),
  http.get('*/api/auth/social/identities', () => HttpResponse.json([])),
  // a course page's reviews, and a signed-in learner's owned courses on the public pages
  http.get('*/api/courses/:id/reviews', () =>
    HttpResponse.json({
      rating: 0,
      ratingsCount: 0,
      total: 0,
      distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })),
      items: [],
    }),
  ),
  http.get('*/api/learning/continue', () => HttpResponse.json({ owned: [], inProgress: [] })),
  // the player's study tools: a learner's notes, a lecture's questions and captions (issue 20)
  http.get('*/api/courses/:id/notes', () => HttpResponse.json([])),
  http.get('*/api/lectures/:id/questions', () => HttpResponse.json([])),
  http.get('*/api/lectures/:id/captions', () => HttpResponse.json([])),
];

export const server = setupServer(...defaults);
