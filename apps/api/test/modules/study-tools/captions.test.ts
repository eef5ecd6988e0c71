import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTION_MAX_BYTES } from '@masar/contracts';
import { lectures } from '#src/db/schema/index';
import { buildTestApp } from '#test/helper';
import { multipart } from '#test/support/uploads';
import { studyFixture } from './study-fixture';

const VTT_AR = 'WEBVTT\n\n00:00.000 --> 00:02.500\nمرحبًا بكم في الدورة\n\n00:02.500 --> 00:05.000\nلنبدأ\n';
const VTT_EN = '\uFEFFWEBVTT - English\n\n1\n00:00:00.000 --> 00:00:02.500\nWelcome to the course\n';

describe('study tools: captions', () => {
  let app: FastifyInstance;
  let f: Awaited<ReturnType<typeof studyFixture>>;
  const upload = (
    lectureId: string,
    language: string,
    text: string | Buffer,
    headers: Record<string, string> = f.admin.headers,
  ) => {
    const body = multipart(Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8'), 'captions.vtt', {
      type: 'text/vtt',
    });
    return app.inject({
      method: 'POST',
      url: `/api/lectures/${lectureId}/captions/${language}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const tracks = (lectureId: string, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: `/api/lectures/${lectureId}/captions`, headers });

  beforeAll(async () => {
    app = await buildTestApp();
    f = await studyFixture(app);
  });
  afterAll(async () => app?.close());

  it('stores Arabic and English WebVTT for a video lecture and serves them by signed URL to enrolled learners', async () => {
    const ar = await upload(f.course.videoId, 'ar', VTT_AR);
    expect(ar.statusCode).toBe(200);
    expect(ar.json().key).toMatch(new RegExp(`^private/lectures/${f.course.videoId}/captions-ar-[a-f0-9]{64}\\.vtt$`));
    expect((await upload(f.course.videoId, 'en', VTT_EN)).statusCode).toBe(200);

    const list = await tracks(f.course.videoId, f.me.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((t: { language: string }) => t.language)).toEqual(['ar', 'en']);
    const served = await app.inject({ method: 'GET', url: list.json()[0].url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(served.body).toBe(VTT_AR);
    // the byte-order mark is dropped: the stored text begins with WEBVTT
    expect((await app.inject({ method: 'GET', url: list.json()[1].url })).body.startsWith('WEBVTT - English')).toBe(
      true,
    );
  });

  it('replaces the captions of a language and deletes the old file; an admin removes them', async () => {
    const before = (await upload(f.course.videoId, 'ar', VTT_AR)).json().key;
    const next = await upload(f.course.videoId, 'ar', VTT_AR.replace('لنبدأ', 'هيا نبدأ'));
    expect(next.json().key).not.toBe(before);
    expect(await app.storage.stat(before)).toBeNull();
    expect(await app.storage.stat(next.json().key)).not.toBeNull();

    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/lectures/${f.course.videoId}/captions/en`,
          headers: f.me.headers,
        })
      ).statusCode,
    ).toBe(403);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/lectures/${f.course.videoId}/captions/en`,
      headers: f.admin.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await tracks(f.course.videoId, f.me.headers)).json()).toHaveLength(1);
    await upload(f.course.videoId, 'en', VTT_EN);
  });

  it('refuses a file that is not WebVTT, a cue with bad timings, an empty one, a non-video lecture and an oversized file, in the asker’s language', async () => {
    const srt = await upload(f.course.videoId, 'ar', '1\n00:00:01,000 --> 00:00:02,000\nSRT\n', {
      ...f.admin.headers,
      'accept-language': 'ar',
    });
    expect(srt.statusCode).toBe(400);
    expect(srt.json().message).toBe('الملف ليس بصيغة WebVTT صالحة: يجب أن يبدأ بالسطر «WEBVTT».');

    const reversed = await upload(f.course.videoId, 'ar', 'WEBVTT\n\n00:03.000 --> 00:02.000\nx\n', {
      ...f.admin.headers,
      'accept-language': 'en',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toMatch(/^The file is not valid WebVTT: line 3: /);

    const empty = await upload(f.course.videoId, 'ar', 'WEBVTT\n', { ...f.admin.headers, 'accept-language': 'en' });
    expect(empty.json().message).toBe('The file is not valid WebVTT: it has no cues.');
    expect(
      (await upload(f.course.videoId, 'ar', Buffer.from([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0a, 0xff, 0xfe])))
        .statusCode,
    ).toBe(400);
    expect((await upload(f.course.textId, 'ar', VTT_AR)).statusCode).toBe(400);
    expect((await upload(f.course.videoId, 'fr', VTT_AR)).statusCode).toBe(400);
    expect((await upload(crypto.randomUUID(), 'ar', VTT_AR)).statusCode).toBe(404);

    const big = `WEBVTT\n\n${'00:00.000 --> 00:01.000\nلا\n\n'.repeat(Math.ceil(CAPTION_MAX_BYTES / 20))}`;
    const tooBig = await upload(f.course.videoId, 'ar', big);
    expect(tooBig.statusCode).toBe(413);
    // nothing changed: the learner still gets the earlier captions
    expect((await tracks(f.course.videoId, f.me.headers)).json()).toHaveLength(2);
  });

  it('refuses uploads to learners and guests, and the captions to outsiders', async () => {
    expect((await upload(f.course.videoId, 'ar', VTT_AR, f.me.headers)).statusCode).toBe(403);
    expect((await upload(f.course.videoId, 'ar', VTT_AR, {})).statusCode).toBe(401);
    expect((await tracks(f.course.videoId, f.stranger.headers)).statusCode).toBe(403);
    expect((await tracks(f.course.videoId, {})).statusCode).toBe(401);
    expect((await tracks(f.course.videoId, f.admin.headers)).statusCode).toBe(200);
    expect((await tracks(crypto.randomUUID(), f.me.headers)).statusCode).toBe(404);
  });

  it('signs the URLs: a forged, expired or video token opens no captions', async () => {
    const url: string = (await tracks(f.course.videoId, f.me.headers)).json()[0].url;
    const token = url.split('/').at(-1) ?? '';
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await app.inject({ method: 'GET', url: `/api/captions/${forged}` })).statusCode).toBe(403);
    const expired = app.captionTokens.issue(f.course.videoId, 'ar', 60, Date.now() - 3_600_000).token;
    expect((await app.inject({ method: 'GET', url: `/api/captions/${expired}` })).statusCode).toBe(403);
    // a lecture media token is not a captions token (different keys), nor the other way round
    const media = app.mediaTokens.issue(f.course.videoId, 'video', 600).token;
    expect((await app.inject({ method: 'GET', url: `/api/captions/${media}` })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/media/${token}` })).statusCode).toBe(403);
  });

  it('gives a free preview lecture of a published course its captions without signing in', async () => {
    await app.db.update(lectures).set({ isPreview: true }).where(eq(lectures.id, f.course.videoId));
    const list = await tracks(f.course.videoId, {});
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(2);
    expect((await app.inject({ method: 'GET', url: list.json()[1].url })).statusCode).toBe(200);
    await app.db.update(lectures).set({ isPreview: false }).where(eq(lectures.id, f.course.videoId));
  });
});
