/**
 * The outside services of the browser journeys, on loopback, in their own process (started by
 * apps/web/e2e/support/stand-ins.ts): a real OpenID provider for Google, the Facebook stand-in and
 * the Moodle stand-in, plus a small control endpoint the journeys use to put Moodle in a state
 * (a course list, an empty site, an error). Prints "stand-ins ready" once all listen.
 */
import { createServer } from 'node:http';
import { startFacebookStub } from './facebook-stub';
import { startMoodleStub, type MoodleException, type StubCourse } from './moodle-stub';
import { startOidcProvider } from './oidc-provider';
import { listener } from '#test/support/listener';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const appPort = env('E2E_PORT', 3210);
const E2E_STAND_INS = {
  oidcPort: env('E2E_OIDC_PORT', 3221),
  facebookPort: env('E2E_FACEBOOK_PORT', 3222),
  moodlePort: env('E2E_MOODLE_PORT', 3223),
  controlPort: env('E2E_STAND_IN_CONTROL_PORT', 3224),
};

const DEFAULT_COURSES: StubCourse[] = [
  { id: 2, fullname: 'أساسيات البرمجة بلغة بايثون' },
  { id: 3, fullname: 'Data Science Foundations' },
  { id: 4, fullname: 'التصميم الجرافيكي للمبتدئين' },
  // Moodle sends this one as "Data Science &amp; AI"
  { id: 5, fullname: 'Data Science & AI' },
  // hidden in Moodle: the stand-in's token may update courses, so Moodle sends it too
  { id: 6, fullname: 'Unpublished Moodle draft', visible: 0 },
];

const [oidc, facebook, moodle] = await Promise.all([
  startOidcProvider({
    port: E2E_STAND_INS.oidcPort,
    clientId: 'masar-e2e',
    clientSecret: 'masar-e2e-secret',
    redirectUris: [`http://127.0.0.1:${appPort}/api/auth/google/callback`],
  }),
  startFacebookStub({ port: E2E_STAND_INS.facebookPort, appId: '4242424242', appSecret: 'masar-e2e-facebook-secret' }),
  startMoodleStub({ port: E2E_STAND_INS.moodlePort, token: 'masar-e2e-moodle-token', courses: [...DEFAULT_COURSES] }),
]);

/** POST /moodle { courses?: StubCourse[], fail?: MoodleException | null } ; POST /moodle/reset */
const control = createServer(
  listener(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length
      ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          courses?: StubCourse[];
          fail?: MoodleException | null;
        })
      : {};
    if (req.method === 'POST' && req.url === '/moodle/reset') {
      moodle.courses.splice(0, moodle.courses.length, ...DEFAULT_COURSES);
      moodle.clearFailures();
    } else if (req.method === 'POST' && req.url === '/moodle') {
      if (body.courses) moodle.courses.splice(0, moodle.courses.length, ...body.courses);
      if (body.fail) moodle.failNext('core_course_get_courses', body.fail, Number.MAX_SAFE_INTEGER);
      if (body.fail === null) moodle.clearFailures();
    } else if (req.method === 'GET' && req.url === '/moodle') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ users: moodle.users, enrolments: moodle.enrolments }));
      return;
    } else {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(204).end();
  }),
);
await new Promise<void>((resolve) => control.listen(E2E_STAND_INS.controlPort, '127.0.0.1', resolve));

const stop = async () => {
  control.close();
  await Promise.all([oidc.close(), facebook.close(), moodle.close()]);
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
console.log('stand-ins ready');
