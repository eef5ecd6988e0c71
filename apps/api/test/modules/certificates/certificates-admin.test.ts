import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdminCertificate, ZAdminCertificateList, ZCertificate } from '@masar/contracts';
import { formatDate } from '@masar/contracts/format';
import { certificates, users } from '#src/db/schema/index';
import { buildTestApp } from '#test/helper';
import { NO_AUTH_LIMITS, bearer } from '#test/support/accounts';
import { learner, learningCourse } from '#test/support/learning-fixture';
import { TEST_ADMIN } from '#test/test-config';
import { defined } from '@masar/contracts/defined';

const DAY = 86_400_000;

type Inject = InjectOptions & { headers?: Record<string, string> };

describe('admin: certificates list, revoke and restore', () => {
  let app: FastifyInstance;
  let admin: Record<string, string>;
  let learnerHeaders: Record<string, string>;
  // three certificates: Asmaa's (oldest), Omar's and Lina's (newest)
  const codes: Record<'asmaa' | 'omar' | 'lina', string> = { asmaa: '', omar: '', lina: '' };
  let linaEmail = '';
  const tag = `t${Date.now().toString(36)}`;

  const call = (opts: Inject) => app.inject(opts);
  const asAdmin = (
    url: string,
    init: { method?: 'GET' | 'POST'; payload?: object; headers?: Record<string, string> } = {},
  ) =>
    call({
      method: init.method ?? 'GET',
      url,
      headers: { ...admin, ...init.headers },
      ...(init.payload ? { payload: init.payload } : {}),
    });
  const revoke = (code: string, payload?: object, headers: Record<string, string> = {}) =>
    asAdmin(`/api/admin/certificates/${code}/revoke`, { method: 'POST', payload, headers });
  const restore = (code: string) => asAdmin(`/api/admin/certificates/${code}/restore`, { method: 'POST' });
  const publicRecord = async (code: string) =>
    ZCertificate.parse((await call({ method: 'GET', url: `/api/certificates/${code}` })).json());
  const list = async (query: string) => {
    const res = await asAdmin(`/api/admin/certificates?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return { total: res.headers['x-total-count'], rows: ZAdminCertificateList.parse(res.json()) };
  };

  beforeAll(async () => {
    app = await buildTestApp({ config: NO_AUTH_LIMITS });
    admin = bearer((await call({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN })).json().accessToken);
    const data = await learningCourse(app, { title: `أساسيات تحليل البيانات ${tag}` });
    const python = await learningCourse(app, { title: `Python basics ${tag}` });
    const people = [
      { key: 'asmaa', name: { firstName: 'أسماء', lastName: tag }, course: data.courseId, daysAgo: 3 },
      { key: 'omar', name: { firstName: 'Omar', lastName: tag }, course: python.courseId, daysAgo: 2 },
      { key: 'lina', name: { firstName: 'Lina', lastName: tag }, course: data.courseId, daysAgo: 1 },
    ] as const;
    for (const person of people) {
      const who = await learner(app, person.name, person.key === 'asmaa' ? 'ar' : 'en');
      if (person.key === 'lina') {
        learnerHeaders = who.headers;
        linaEmail = defined(
          (await app.db.select({ email: users.email }).from(users).where(eq(users.id, who.id)))[0],
        ).email;
      }
      const issued = defined(await app.certificates.repo.issue(who.id, person.course)).row;
      await app.db
        .update(certificates)
        .set({ issuedAt: new Date(Date.now() - person.daysAgo * DAY) })
        .where(eq(certificates.id, issued.id));
      codes[person.key] = issued.code;
    }
  });
  afterAll(async () => app?.close());

  it('is for admins only: 401 for a guest, 403 for a learner, and nothing changes', async () => {
    const code = codes.lina;
    const requests: Inject[] = [
      { method: 'GET', url: '/api/admin/certificates' },
      { method: 'POST', url: `/api/admin/certificates/${code}/revoke`, payload: { reason: 'no' } },
      { method: 'POST', url: `/api/admin/certificates/${code}/restore` },
    ];
    for (const request of requests) {
      expect((await call(request)).statusCode).toBe(401);
      expect((await call({ ...request, headers: learnerHeaders })).statusCode).toBe(403);
    }
    expect((await publicRecord(code)).status).toBe('valid');
  });

  it('lists newest first with the holder, paged, with the total in X-Total-Count', async () => {
    const all = await list(`q=${tag}`);
    expect(all.total).toBe('3');
    expect(all.rows.map((r) => r.code)).toEqual([codes.lina, codes.omar, codes.asmaa]);
    expect(all.rows[0]).toMatchObject({
      learnerName: `Lina ${tag}`,
      learner: { email: linaEmail },
      status: 'valid',
      revokedAt: null,
      revokedReason: null,
    });
    expect(defined(all.rows[0]).verifyUrl).toBe(`${app.config.publicUrl}/certificates/${codes.lina}`);
    const second = await list(`q=${tag}&limit=1&offset=1`);
    expect(second.total).toBe('3');
    expect(second.rows.map((r) => r.code)).toEqual([codes.omar]);
    expect((await list(`q=${tag}&offset=3`)).rows).toEqual([]);
  });

  it('searches learner names (Arabic-aware), e-mail, course title and code', async () => {
    const found = async (q: string) => (await list(`q=${encodeURIComponent(q)}`)).rows.map((r) => r.code);
    expect(await found(`${tag} اسماء`)).toEqual([codes.asmaa]);
    expect(await found(`${tag} omar`)).toEqual([codes.omar]);
    expect(await found(linaEmail)).toEqual([codes.lina]);
    expect(await found(`${tag} الببانات`)).toEqual([]);
    expect(await found(`${tag} البيانات`)).toEqual([codes.lina, codes.asmaa]);
    expect(await found(`python ${tag}`)).toEqual([codes.omar]);
    expect(await found(codes.asmaa)).toEqual([codes.asmaa]);
    expect(await found(codes.omar.toLowerCase().slice(0, 12))).toEqual([codes.omar]);
  });

  it('answers 400 with translated messages for a bad query', async () => {
    for (const query of ['status=lost', 'limit=0', 'limit=101', 'offset=-1', `q=${'x'.repeat(201)}`]) {
      const res = await asAdmin(`/api/admin/certificates?${query}`, { headers: { 'accept-language': 'ar' } });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'بعض الحقول غير صالحة.' });
    }
    const long = await asAdmin(`/api/admin/certificates?q=${'x'.repeat(201)}`, {
      headers: { 'accept-language': 'en' },
    });
    expect(long.json()).toMatchObject({ message: 'Some fields are not valid.', details: { q: 'This is too long' } });
  });

  it('revokes with a reason the public record never shows; the public record says revoked with the date, uncached', async () => {
    const before = Date.now();
    const res = await revoke(codes.omar, { reason: '  Plagiarised final project  ' });
    expect(res.statusCode, res.body).toBe(200);
    const revoked = ZAdminCertificate.parse(res.json());
    expect(revoked).toMatchObject({ code: codes.omar, status: 'revoked', revokedReason: 'Plagiarised final project' });
    expect(Date.parse(defined(revoked.revokedAt))).toBeGreaterThanOrEqual(before - 1000);

    const verification = await call({ method: 'GET', url: `/api/certificates/${codes.omar}` });
    expect(verification.headers['cache-control']).toBe('no-store');
    expect(verification.json()).toMatchObject({ status: 'revoked', revokedAt: revoked.revokedAt });
    expect(verification.body).not.toContain('Plagiarised');
    expect(verification.json()).not.toHaveProperty('revokedReason');

    const [row] = await app.db.select().from(certificates).where(eq(certificates.code, codes.omar));
    expect(row).toMatchObject({ revokedReason: 'Plagiarised final project' });
    expect(defined(row).revokedAt?.toISOString()).toBe(revoked.revokedAt);
  });

  it('is idempotent: revoking again keeps the date; a new reason replaces the old one, none keeps it', async () => {
    const first = (await publicRecord(codes.omar)).revokedAt;
    const again = ZAdminCertificate.parse((await revoke(codes.omar)).json());
    expect(again).toMatchObject({ revokedAt: first, revokedReason: 'Plagiarised final project' });
    const blank = ZAdminCertificate.parse((await revoke(codes.omar, { reason: '   ' })).json());
    expect(blank).toMatchObject({ revokedAt: first, revokedReason: 'Plagiarised final project' });
    const renamed = ZAdminCertificate.parse((await revoke(codes.omar, { reason: 'سرقة علمية' })).json());
    expect(renamed).toMatchObject({ revokedAt: first, revokedReason: 'سرقة علمية', status: 'revoked' });
  });

  it('filters by status', async () => {
    expect((await list(`q=${tag}&status=revoked`)).rows.map((r) => r.code)).toEqual([codes.omar]);
    const valid = await list(`q=${tag}&status=valid`);
    expect(valid.total).toBe('2');
    expect(valid.rows.map((r) => r.code)).toEqual([codes.lina, codes.asmaa]);
  });

  it("shows the learner's own list as revoked too", async () => {
    const res = await call({ method: 'POST', url: `/api/admin/certificates/${codes.lina}/revoke`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'revoked', revokedReason: null });
    const mine = (await call({ method: 'GET', url: '/api/certificates/mine', headers: learnerHeaders })).json();
    expect(mine).toMatchObject([{ code: codes.lina, status: 'revoked' }]);
  });

  it('restores: valid again, the date and reason cleared; restoring a valid one changes nothing', async () => {
    for (const code of [codes.omar, codes.lina]) {
      const restored = ZAdminCertificate.parse((await restore(code)).json());
      expect(restored).toMatchObject({ code, status: 'valid', revokedAt: null, revokedReason: null });
      expect(await publicRecord(code)).toMatchObject({ status: 'valid', revokedAt: null });
    }
    const twice = await restore(codes.omar);
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toMatchObject({ status: 'valid', revokedAt: null });
    const [row] = await app.db.select().from(certificates).where(eq(certificates.code, codes.omar));
    expect(row).toMatchObject({ revokedAt: null, revokedReason: null });
  });

  it('takes two admins revoking at once as one revocation', async () => {
    const [a, b] = await Promise.all([revoke(codes.asmaa, { reason: 'first' }), revoke(codes.asmaa)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().revokedAt).toBe(b.json().revokedAt);
    expect((await restore(codes.asmaa)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown code and 400 for a malformed one or a bad reason, translated', async () => {
    const unknown = 'A'.repeat(26);
    for (const res of [
      await revoke(unknown, {}, { 'accept-language': 'ar' }),
      await asAdmin(`/api/admin/certificates/${unknown}/restore`, {
        method: 'POST',
        headers: { 'accept-language': 'ar' },
      }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'الشهادة غير موجودة.' });
    }
    expect((await revoke(unknown, {}, { 'accept-language': 'en' })).json().message).toBe('Certificate not found.');
    expect((await revoke('short')).statusCode).toBe(400);
    expect((await restore('a'.repeat(26))).statusCode).toBe(400);

    const tooLong = await revoke(codes.lina, { reason: 'x'.repeat(501) }, { 'accept-language': 'ar' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'بعض الحقول غير صالحة.',
      details: { reason: 'هذا النص أطول من المسموح' },
    });
    expect((await revoke(codes.lina, { reason: 42 })).statusCode).toBe(400);
    expect((await publicRecord(codes.lina)).status).toBe('valid');
  });

  it.runIf(existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'))(
    "still prints a revoked certificate's PDF, in its language, marked revoked with the date",
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'masar-cert-revoked-'));
      const pdfText = async (code: string) => {
        const res = await call({ method: 'GET', url: `/api/certificates/${code}/pdf` });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        writeFileSync(path.join(dir, `${code}.pdf`), res.rawPayload);
        return execFileSync('pdftotext', ['-enc', 'UTF-8', path.join(dir, `${code}.pdf`), '-'], {
          encoding: 'utf8',
        }).replace(/\s+/g, ' ');
      };
      // the site's date (issue 21: Latin digits in Arabic too, «25 نوفمبر 2026», as on the verification page)
      const day = (lang: 'ar' | 'en') => formatDate(new Date(), lang, { dateStyle: 'long', timeZone: 'Africa/Cairo' });
      try {
        await revoke(codes.omar, { reason: 'Secret reason' });
        await revoke(codes.asmaa, { reason: 'سبب داخلي' });
        const english = await pdfText(codes.omar);
        expect(english).toContain(`This certificate was revoked on ${day('en')}`);
        expect(english).not.toContain('Secret reason');
        const arabic = await pdfText(codes.asmaa);
        // pdftotext wraps runs in bidi embedding marks and moves a space around the digits
        const squash = (text: string) => text.replace(/[\s\u202a-\u202e\u2066-\u2069]/g, '');
        expect(squash(arabic)).toContain(squash(`ألغيت هذه الشهادة في ${day('ar')}`));
        expect(arabic).not.toMatch(/[\u0660-\u0669]/);
        expect(arabic).not.toContain('سبب داخلي');
      } finally {
        await restore(codes.omar);
        await restore(codes.asmaa);
        rmSync(dir, { recursive: true, force: true });
      }
    },
    90_000,
  );
});
