/** The accounts the journeys sign in with: the admin the server is started with, a seeded learner. */
export const e2eAdmin = { email: 'admin@masar.local', password: 'Admin-Masar-2026' };
export const e2eLearner = { email: 'mariam@demo.masar.local', password: 'Learner-Masar-2026' };
