import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Moodle's error answer: HTTP 200 with { exception, errorcode, message } (MOODLE-ANSWERS.md). */
export interface MoodleException {
  exception: string;
  errorcode: string;
  message: string;
}

export interface StubCourse {
  id: number;
  fullname: string;
  shortname?: string;
  categoryid?: number;
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
  /** the site's real courses (the site course, id 1, is always answered first) */
  courses: StubCourse[];
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
    if (match) (rows[Number(match[1])] ??= {})[match[2]!] = value;
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

function courseAnswer(course: StubCourse) {
  return {
    ...SITE_COURSE,
    id: course.id,
    shortname: course.shortname ?? `C${course.id}`,
    categoryid: course.categoryid ?? 1,
    fullname: course.fullname,
    displayname: course.fullname,
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
export async function startMoodleStub(options: { port?: number; token?: string; courses?: StubCourse[] } = {}): Promise<MoodleStub> {
  const failures = new Map<string, { exception: MoodleException; times: number }>();
  const stub: MoodleStub = {
    url: '',
    token: options.token ?? 'moodle-stub-token',
    courses: options.courses ?? [
      { id: 2, fullname: 'أساسيات البرمجة بلغة بايثون' },
      { id: 3, fullname: 'Data Science Foundations' },
    ],
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
      case 'core_course_get_courses':
        return [SITE_COURSE, ...[...stub.courses].sort((a, b) => a.id - b.id).map(courseAnswer)];
      case 'core_user_get_users_by_field': {
        const field = params.field as keyof StubUser;
        const values = Object.entries(params).filter(([k]) => k.startsWith('values[')).map(([, v]) => v);
        // unknown values are skipped silently
        return stub.users.filter((u) => values.includes(String(u[field]))).map((u) => ({ ...u, fullname: `${u.firstname} ${u.lastname}`, auth: 'manual', suspended: false, confirmed: true }));
      }
      case 'core_user_create_users': {
        const created = [];
        for (const row of indexed(params, 'users')) {
          if (!row.username || row.username !== row.username.toLowerCase() || stub.users.some((u) => u.username === row.username)) {
            return { exception: 'invalid_parameter_exception', errorcode: 'invalidparameter', message: `Invalid parameter value detected (Username already exists: ${row.username})` };
          }
          const user = { id: 100 + stub.users.length, username: row.username, email: row.email ?? '', firstname: row.firstname ?? '', lastname: row.lastname ?? '' };
          stub.users.push(user);
          created.push({ id: user.id, username: user.username });
        }
        return created;
      }
      case 'enrol_manual_enrol_users': {
        for (const row of indexed(params, 'enrolments')) {
          const courseid = Number(row.courseid);
          if (!stub.courses.some((c) => c.id === courseid)) {
            return { exception: 'dml_missing_record_exception', errorcode: 'invalidrecord', message: "Can't find data record in database table course." };
          }
          const enrolment = { userid: Number(row.userid), courseid, roleid: Number(row.roleid) };
          if (!stub.enrolments.some((e) => e.userid === enrolment.userid && e.courseid === courseid)) stub.enrolments.push(enrolment);
        }
        // the literal body `null`, also when repeated
        return null;
      }
      default:
        return { exception: 'dml_missing_record_exception', errorcode: 'invalidrecord', message: "Can't find data record in database table external_functions." };
    }
  }

  const server = createServer(async (req, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const params = await readParams(req, url);
    if (stub.delayMs) await new Promise((resolve) => setTimeout(resolve, stub.delayMs));
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
    if (wstoken !== stub.token) body = INVALID_TOKEN;
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
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return stub;
}
