import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { IN_ENGLISH, NO_AUTH_LIMITS, STRONG_PASSWORD, bearer, register } from '#test/support/accounts';
import { TEST_ADMIN } from '#test/test-config';

describe('users: me, and the admin list', () => {
  let app: FastifyInstance;
  let admin: { accessToken: string; user: { _id: string } };
  const asAdmin = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { ...bearer(admin.accessToken), ...IN_ENGLISH },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    app = await buildTestApp({ config: NO_AUTH_LIMITS });
    admin = (await app.inject({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN })).json();
  });
  afterAll(async () => app?.close());

  it('GET /users/me answers the signed-in user, and 401 to a guest', async () => {
    const { body } = await register(app, { firstName: 'Nour' });
    const me = await app.inject({ url: '/api/users/me', headers: bearer(body.accessToken) });
    expect(me.json()).toMatchObject({ _id: body.user._id, firstName: 'Nour', hasPassword: true, emailVerified: false });
    expect(me.json()).not.toHaveProperty('passwordHash');
    expect((await app.inject({ url: '/api/users/me' })).statusCode).toBe(401);
  });

  it('PATCH /users/me changes the name and the language of emails', async () => {
    const { body } = await register(app);
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: bearer(body.accessToken),
      payload: { firstName: ' ليلى ', preferredLanguage: 'en' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'ليلى', preferredLanguage: 'en' });
    const bad = await app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: { ...bearer(body.accessToken), ...IN_ENGLISH },
      payload: { lastName: '' },
    });
    expect(bad.json().details).toEqual({ lastName: 'Last name is required' });
  });

  it('GET /users is for admins only: 401 guest, 403 learner', async () => {
    const { body } = await register(app);
    expect((await app.inject({ url: '/api/users' })).statusCode).toBe(401);
    const learner = await app.inject({ url: '/api/users', headers: bearer(body.accessToken) });
    expect(learner.statusCode).toBe(403);
    expect(learner.json().code).toBe('FORBIDDEN');
  });

  it('searches by name or email, filters, sorts and pages, with X-Total-Count', async () => {
    const tag = `zz${Date.now()}`;
    for (const name of ['Alpha', 'Beta', 'Gamma'])
      await register(app, { firstName: `${tag}${name}`, email: `${tag}-${name.toLowerCase()}@test.masar.local` });
    const page = await asAdmin('GET', `/api/users?q=${tag}&sort=name&limit=2`);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json().map((u: { firstName: string }) => u.firstName)).toEqual([`${tag}Alpha`, `${tag}Beta`]);
    const next = await asAdmin('GET', `/api/users?q=${tag.toUpperCase()}-GAMMA&offset=0`);
    expect(next.json()).toHaveLength(1);
    const admins = await asAdmin('GET', '/api/users?role=admin');
    expect(admins.json().every((u: { role: string }) => u.role === 'admin')).toBe(true);
    const unverified = await asAdmin('GET', `/api/users?q=${tag}&verified=false&disabled=false`);
    expect(unverified.headers['x-total-count']).toBe('3');
    const today = new Date().toISOString().slice(0, 10);
    expect((await asAdmin('GET', `/api/users?q=${tag}&createdFrom=${today}&createdTo=${today}`)).json()).toHaveLength(
      3,
    );
    expect((await asAdmin('GET', `/api/users?q=${tag}&createdTo=2000-01-01`)).json()).toHaveLength(0);
    expect((await asAdmin('GET', '/api/users?q=%25')).statusCode).toBe(200);
    expect((await asAdmin('GET', '/api/users?limit=0')).statusCode).toBe(400);
  });

  it('promotes a user to admin and back', async () => {
    const { body } = await register(app);
    expect((await asAdmin('PATCH', `/api/users/${body.user._id}`, { role: 'admin' })).json().role).toBe('admin');
    expect((await app.inject({ url: '/api/users', headers: bearer(body.accessToken) })).statusCode).toBe(200);
    expect((await asAdmin('PATCH', `/api/users/${body.user._id}`, { role: 'user' })).json().role).toBe('user');
    // the role is read on each request, so the demotion holds at once
    expect((await app.inject({ url: '/api/users', headers: bearer(body.accessToken) })).statusCode).toBe(403);
  });

  it('disabling a user ends their sessions at once; enabling lets them sign in again', async () => {
    const { body, payload } = await register(app);
    const disabled = await asAdmin('PATCH', `/api/users/${body.user._id}`, { disabled: true });
    expect(disabled.json().disabled).toBe(true);
    expect((await app.inject({ url: '/api/users/me', headers: bearer(body.accessToken) })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: body.refreshToken } }))
        .statusCode,
    ).toBe(401);
    const login = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: payload.email, password: STRONG_PASSWORD },
      });
    expect((await login()).statusCode).toBe(403);
    expect((await asAdmin('PATCH', `/api/users/${body.user._id}`, { disabled: false })).json().disabled).toBe(false);
    expect((await login()).statusCode).toBe(200);
  });

  it('an admin cannot demote or disable themself (409), nor change nobody (400), nor a missing user (404)', async () => {
    const self = await asAdmin('PATCH', `/api/users/${admin.user._id}`, { role: 'user' });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot remove your own admin role or disable your own account.');
    expect((await asAdmin('PATCH', `/api/users/${admin.user._id}`, { disabled: true })).statusCode).toBe(409);
    expect((await asAdmin('PATCH', `/api/users/${admin.user._id}`, {})).statusCode).toBe(400);
    expect(
      (await asAdmin('PATCH', '/api/users/00000000-0000-4000-8000-000000000000', { role: 'admin' })).statusCode,
    ).toBe(404);
    expect((await asAdmin('PATCH', '/api/users/not-a-uuid', { role: 'admin' })).statusCode).toBe(400);
  });

  it('a learner cannot change users, even themself', async () => {
    const { body } = await register(app);
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/users/${body.user._id}`,
      headers: bearer(body.accessToken),
      payload: { role: 'admin' },
    });
    expect(response.statusCode).toBe(403);
  });
});
