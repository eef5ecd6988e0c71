import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defined } from '@masar/contracts/defined';
import { listener } from '#test/support/listener';

/** Moodle's error answer: HTTP 200 with { exception, errorcode, message } (MOODLE-ANSWERS.md). */
export interface MoodleException {
  exception: string;
  errorcode: string;
  message: string;
}

export interface StubCourse {
  id: number;
  /** as typed in Moodle: the answer HTML-escapes it, as Moodle does */
  fullname: string;
  shortname?: string;
  categoryid?: number;
  /** 0: hidden in Moodle (only a token that may update courses sees it) */
  visible?: 0 | 1;
}

export interface StubUser {
  id: number;
  username: string;
  email: string;
  firstname: string;
  lastname: string;
}

export interface MoodleStub {
  /** MOODLE_URL to configure */
  url: string;
  /** the token Moodle accepts (change it to make the app's token invalid) */
  token: string;
  /** the site's real courses, answered in no stable order with the site course (id 1) among them */
  courses: StubCourse[];
  /** true (default): the token's user may update courses, so it sees hidden courses and admin-only fields */
  adminToken: boolean;
  /** Moodle's maintenance mode: every call answers the sitemaintenance exception */
  maintenance: boolean;
  /** web services or the REST protocol turned off: rest/server.php answers a bare HTTP 403 */
  webServicesOff: boolean;
  /** Moodle's allowaccountssameemail (off by default): a second account with an email, in any case, is refused */
  allowAccountsSameEmail: boolean;
  users: StubUser[];
  enrolments: Array<{ userid: number; courseid: number; roleid: number }>;
  /** every call received: the function and its flattened parameters */
  calls: Array<{ wsfunction: string; params: Record<string, string> }>;
  /** the next `times` calls of `wsfunction` answer this exception (HTTP 200, as Moodle does) */
  failNext(wsfunction: string, exception: MoodleException, times?: number): void;
  clearFailures(): void;
  /** answer every request this much later (timeouts) */
  delayMs: number;
  /** answer every request with this HTTP status and an HTML page (a proxy error, maintenance) */
  httpStatus: number | undefined;
  close(): Promise<void>;
}

export const INVALID_TOKEN: MoodleException = {
  exception: 'core\\exception\\moodle_exception',
  errorcode: 'invalidtoken',
  message: 'Invalid token - token not found',
};

export const SITE_MAINTENANCE: MoodleException = {
  exception: 'core\\exception\\moodle_exception',
  errorcode: 'sitemaintenance',
  message: 'The site is undergoing maintenance and is currently not available',
};

/** Moodle's s(): names and other strings go out HTML-escaped. */
export const moodleEscape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#039;');

/** Moodle's user.username and user.email are 100-character columns; PARAM_USERNAME's characters. */
const FIELD_MAX = 100;
const USERNAME_CHARS = /^[-.@_a-z0-9]+$/;
const DML_WRITE: MoodleException = {
  exception: 'dml_write_exception',
  errorcode: 'dmlwriteexception',
  message: 'Error writing to database',
};
const invalidParameter = (why: string): MoodleException => ({
  exception: 'invalid_parameter_exception',
  errorcode: 'invalidparameter',
  message: `Invalid parameter value detected (${why})`,
});

/** PHP's json_encode: non-ASCII as \uXXXX and "/" as "\/", as Moodle sends them. */
export function phpJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/\//g, '\\/')
    .replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

async function readParams(req: IncomingMessage, url: URL): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const params = Object.fromEntries(url.searchParams);
  return { ...params, ...Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) };
}

/** `users[0][email]` style parameters back into records. */
function indexed(params: Record<string, string>, prefix: string): Array<Record<string, string>> {
  const rows: Array<Record<string, string>> = [];
  for (const [key, value] of Object.entries(params)) {
    const match = key.match(new RegExp(`^${prefix}\\[(\\d+)\\]\\[(\\w+)\\]$`));
    if (match) (rows[Number(match[1])] ??= {})[defined(match[2])] = value;
  }
  return rows.filter(Boolean);
}

const SITE_COURSE = {
  id: 1,
  shortname: 'مسار',
  categoryid: 0,
  categorysortorder: 1,
  fullname: 'منصة مسار التعليمية',
  displayname: 'منصة مسار التعليمية',
  idnumber: '',
  summary: '',
  summaryformat: 1,
  format: 'site',
  showgrades: 1,
  newsitems: 3,
  startdate: 0,
  enddate: 0,
  numsections: 1,
  maxbytes: 0,
  showreports: 0,
  visible: 1,
  groupmode: 0,
  groupmodeforce: 0,
  defaultgroupingid: 0,
  timecreated: 1749800000,
  timemodified: 1749800000,
  enablecompletion: 0,
  completionnotify: 0,
  lang: '',
  forcetheme: '',
  courseformatoptions: [],
  showactivitydates: false,
  showcompletionconditions: null,
};

/** Fields Moodle sends only to a token whose user may update the course. */
const ADMIN_ONLY = [
  'idnumber',
  'visible',
  'timecreated',
  'timemodified',
  'groupmode',
  'groupmodeforce',
  'defaultgroupingid',
  'enablecompletion',
  'completionnotify',
  'lang',
  'forcetheme',
] as const;

const userAnswer = (u: StubUser) => ({
  ...u,
  fullname: `${u.firstname} ${u.lastname}`,
  auth: 'manual',
  suspended: false,
  confirmed: true,
});

function courseAnswer(course: StubCourse) {
  return {
    ...SITE_COURSE,
    id: course.id,
    shortname: moodleEscape(course.shortname ?? `C${course.id}`),
    categoryid: course.categoryid ?? 1,
    fullname: moodleEscape(course.fullname),
    displayname: moodleEscape(course.fullname),
    visible: course.visible ?? 1,
    format: 'topics',
    courseformatoptions: [
      { name: 'hiddensections', value: 1 },
      { name: 'coursedisplay', value: 0 },
    ],
    showactivitydates: true,
    showcompletionconditions: true,
  };
}

/**
 * A local server answering like Moodle 4.5's REST web service
 * (/webservice/rest/server.php?wstoken=…&wsfunction=…&moodlewsrestformat=json) with the shapes
 * recorded in MOODLE-ANSWERS.md: errors are HTTP 200 exceptions, enrol_manual_enrol_users
 * answers the literal `null`, and without moodlewsrestformat=json the answer is XML.
 */
export async function startMoodleStub(
  options: { port?: number; token?: string; courses?: StubCourse[] } = {},
): Promise<MoodleStub> {
  const failures = new Map<string, { exception: MoodleException; times: number }>();
  const stub: MoodleStub = {
    url: '',
    token: options.token ?? 'moodle-stub-token',
    courses: options.courses ?? [
      { id: 2, fullname: 'أساسيات البرمجة بلغة بايثون' },
      { id: 3, fullname: 'Data Science Foundations' },
    ],
    adminToken: true,
    maintenance: false,
    webServicesOff: false,
    allowAccountsSameEmail: false,
    users: [],
    enrolments: [],
    calls: [],
    failNext(wsfunction, exception, times = 1) {
      failures.set(wsfunction, { exception, times });
    },
    clearFailures() {
      failures.clear();
    },
    delayMs: 0,
    httpStatus: undefined,
    close: async () => undefined,
  };

  function answer(wsfunction: string, params: Record<string, string>): unknown {
    switch (wsfunction) {
      case 'core_course_get_courses': {
        const visibleTo = stub.courses.filter((c) => stub.adminToken || c.visible !== 0);
        const all = [SITE_COURSE, ...visibleTo.map(courseAnswer)].map((c) =>
          stub.adminToken
            ? c
            : Object.fromEntries(Object.entries(c).filter(([key]) => !(ADMIN_ONLY as readonly string[]).includes(key))),
        );
        // no ORDER BY in Moodle's query: the order moves between calls (editing a course moves it)
        const shift = ++listings % all.length;
        return [...all.slice(shift), ...all.slice(0, shift)];
      }
      case 'core_user_get_users_by_field': {
        const field = params.field as keyof StubUser;
        const values = Object.entries(params)
          .filter(([k]) => k.startsWith('values['))
          .map(([, v]) => v);
        // an exact comparison (get_records_list; PostgreSQL compares case-sensitively); unknown values are skipped silently
        return stub.users.filter((u) => values.includes(String(u[field]))).map(userAnswer);
      }
      case 'core_user_get_users': {
        const criteria = indexed(params, 'criteria');
        const matches = (u: StubUser) =>
          criteria.every((c) =>
            c.key === 'email'
              ? u.email.toLowerCase() === (c.value ?? '').toLowerCase()
              : String(u[c.key as keyof StubUser]) === c.value,
          );
        // Moodle matches emails regardless of case
        return { users: criteria.length ? stub.users.filter(matches).map(userAnswer) : [], warnings: [] };
      }
      case 'core_user_create_users': {
        const created = [];
        for (const row of indexed(params, 'users')) {
          const username = row.username ?? '';
          const email = row.email ?? '';
          if (!username || username !== username.toLowerCase() || !USERNAME_CHARS.test(username))
            return invalidParameter(`The username must be in lower case: ${username}`);
          if (stub.users.some((u) => u.username === username))
            return invalidParameter(`Username already exists: ${username}`);
          if (!stub.allowAccountsSameEmail && stub.users.some((u) => u.email.toLowerCase() === email.toLowerCase()))
            return invalidParameter(`Email address already exists: ${email}`);
          if (username.length > FIELD_MAX || email.length > FIELD_MAX) return DML_WRITE;
          const user = {
            id: 100 + stub.users.length,
            username,
            email,
            firstname: row.firstname ?? '',
            lastname: row.lastname ?? '',
          };
          stub.users.push(user);
          created.push({ id: user.id, username: user.username });
        }
        return created;
      }
      case 'enrol_manual_enrol_users': {
        for (const row of indexed(params, 'enrolments')) {
          const courseid = Number(row.courseid);
          if (!stub.courses.some((c) => c.id === courseid)) {
            return {
              exception: 'dml_missing_record_exception',
              errorcode: 'invalidrecord',
              message: "Can't find data record in database table course.",
            };
          }
          const enrolment = { userid: Number(row.userid), courseid, roleid: Number(row.roleid) };
          if (!stub.enrolments.some((e) => e.userid === enrolment.userid && e.courseid === courseid))
            stub.enrolments.push(enrolment);
        }
        // the literal body `null`, also when repeated
        return null;
      }
      default:
        return {
          exception: 'dml_missing_record_exception',
          errorcode: 'invalidrecord',
          message: "Can't find data record in database table external_functions.",
        };
    }
  }

  let listings = 0;
  const server = createServer(
    listener(async (req, res: ServerResponse) => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const params = await readParams(req, url);
      if (stub.delayMs) await new Promise((resolve) => setTimeout(resolve, stub.delayMs));
      if (stub.webServicesOff && url.pathname === '/webservice/rest/server.php') {
        res.writeHead(403).end();
        return;
      }
      if (stub.httpStatus) {
        res.writeHead(stub.httpStatus, { 'content-type': 'text/html' });
        res.end('<html><body>Site is undergoing maintenance</body></html>');
        return;
      }
      if (url.pathname !== '/webservice/rest/server.php') {
        res.writeHead(404, { 'content-type': 'text/html' });
        res.end('<html><body>Not found</body></html>');
        return;
      }
      const { wstoken, wsfunction = '', moodlewsrestformat, ...rest } = params;
      stub.calls.push({ wsfunction, params: rest });
      let body: unknown;
      const failure = failures.get(wsfunction);
      if (stub.maintenance) body = SITE_MAINTENANCE;
      else if (wstoken !== stub.token) body = INVALID_TOKEN;
      else if (failure) {
        body = failure.exception;
        if (--failure.times <= 0) failures.delete(wsfunction);
      } else body = answer(wsfunction, rest);

      if (moodlewsrestformat !== 'json') {
        const error = body as Partial<MoodleException> | null;
        res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
        res.end(
          error && typeof error === 'object' && 'exception' in error
            ? `<?xml version="1.0" encoding="UTF-8" ?>\n<EXCEPTION class="${error.exception}">\n<ERRORCODE>${error.errorcode}</ERRORCODE>\n<MESSAGE>${error.message}</MESSAGE>\n</EXCEPTION>\n`
            : '<?xml version="1.0" encoding="UTF-8" ?>\n<RESPONSE>\n</RESPONSE>\n',
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(phpJson(body));
    }),
  );
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return stub;
}
