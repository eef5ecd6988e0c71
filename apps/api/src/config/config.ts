import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

export const ZEnv = z.object({
  NODE_ENV: optional,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  TRUST_PROXY: optional,
  DATABASE_URL: optional,
  DATA_DIR: z.string().default('./data'),
  ADMIN_EMAIL: z.email().default('admin@masar.local'),
  ADMIN_PASSWORD: z.string().min(6).default('Admin-Masar-2026'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: optional,
  WEB_DIST: z.string().default('apps/web/dist'),
  CURRENCY: z.string().length(3).default('EGP'),
  SUPPORT_PHONE: optional,
  SUPPORT_EMAIL: optional,
  REFUND_WINDOW_DAYS: z.coerce.number().int().min(0).default(0),
  JWT_SECRET: optional.pipe(z.string().min(32).optional()),
  REDIS_URL: optional,
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Masar <no-reply@masar.local>'),
  AUTH_RATE_LIMIT_IP: z.coerce.number().int().min(0).default(10),
  AUTH_RATE_LIMIT_ACCOUNT: z.coerce.number().int().min(0).default(5),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  AUTH_LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(0).default(50),
  AUTH_LOGIN_FAILURES_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  FORM_RATE_LIMIT_IP: z.coerce.number().int().min(0).default(5),
  FORM_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  FORM_RATE_LIMIT_ADDRESS: z.coerce.number().int().min(0).default(5),
  FORM_RATE_LIMIT_ADDRESS_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  FILES_DIR: optional,
  S3_BUCKET: optional,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  S3_PUBLIC_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_DOWNLOADS: z.enum(['redirect', 'proxy']).default('redirect'),
  UPLOAD_VIDEO_MAX_MB: z.coerce.number().int().min(1).max(1_048_576).default(2048),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GOOGLE_ISSUER_URL: z.url().default('https://accounts.google.com'),
  FACEBOOK_APP_ID: optional,
  FACEBOOK_APP_SECRET: optional,
  FACEBOOK_AUTH_URL: z.url().default('https://www.facebook.com/v23.0/dialog/oauth'),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v23.0'),
  MOODLE_URL: optional.pipe(z.url().optional()),
  MOODLE_TOKEN: optional,
  MOODLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  MOODLE_CACHE_SECONDS: z.coerce.number().int().min(0).default(60),
  MOODLE_SYNC_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(30),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  JOBS_WORKERS: z.enum(['true', 'false']).default('true'),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  PDF_BROWSER: z.enum(['auto', 'system', 'bundled']).default('auto'),
  LLM_BASE_URL: optional.pipe(z.url().optional()),
  LLM_API_KEY: optional,
  LLM_MODEL: optional,
  LLM_TIMEOUT_SECONDS: z.coerce.number().min(1).max(300).default(20),
  PAYMENTS_TEST_GATEWAY: optional.pipe(z.enum(['true', 'false']).optional()),
  MEDIA_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(600),
  PAYMOB_SECRET_KEY: optional,
  PAYMOB_PUBLIC_KEY: optional,
  PAYMOB_HMAC_SECRET: optional,
  PAYMOB_INTEGRATION_IDS: optional,
  PAYMOB_BASE_URL: z.url().default('https://accept.paymob.com'),
  FAWRY_MERCHANT_CODE: optional,
  FAWRY_SECURE_KEY: optional,
  FAWRY_BASE_URL: z.url().default('https://www.atfawry.com'),
  FAWRY_EXPIRY_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(48),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_BASE_URL: z.url().default('https://api.stripe.com'),
});

export interface Config {
  port: number;
  host: string;
  /** Fastify's trustProxy: false (the socket address is the client), a hop count, or the proxies' addresses/CIDRs */
  trustProxy: TrustProxy;
  databaseUrl: string | undefined;
  /** PostgreSQL connections each process may open (its pool; LISTEN takes one more) */
  dbPoolMax: number;
  dataDir: string;
  adminEmail: string;
  adminPassword: string;
  adminIsDefault: boolean;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  publicUrl: string;
  webDist: string;
  currency: string;
  supportPhone: string | undefined;
  supportEmail: string | undefined;
  refundWindowDays: number;
  /** the job queue: whether this process runs workers, and how often each polls */
  jobs: { workers: boolean; pollingIntervalSeconds: number };
  jwtSecret: string;
  jwtSecretGenerated: boolean;
  redisUrl: string | undefined;
  /** unset: mail is written as .eml files to DATA_DIR/outbox */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** login, register, forgot, reset, resend: requests per window per IP and per account; 0 = off */
  authRateLimit: { perIp: number; perAccount: number; windowMs: number };
  /**
   * Failed logins of one account from every address together; past it the account's login waits
   * for the window. Higher and slower than authRateLimit.perAccount, which for login counts the
   * failures of one account from one address, so a stranger's guesses do not lock the owner out.
   */
  loginAccountCeiling: { max: number; windowMs: number };
  /** contact and course registration forms: requests per window per IP; 0 = off */
  formRateLimit: { perIp: number; windowMs: number };
  /** the same forms: submissions per window naming one email address, whatever the IP; 0 = off */
  formAddressLimit: { max: number; windowMs: number };
  /** root of the local file storage (uploads) */
  filesDir: string;
  /** largest lecture video accepted, in bytes */
  uploadVideoMaxBytes: number;
  /** S3-compatible storage for uploads instead of filesDir; undefined: local disk */
  s3: S3Config | undefined;
  /** social sign-in: a provider is offered only when its id and secret are both set */
  google: { clientId: string; clientSecret: string; issuerUrl: string } | undefined;
  facebook: { appId: string; appSecret: string; authUrl: string; graphUrl: string } | undefined;
  /** Moodle's REST web service; `url` and `token` unset: the listing answers 503 */
  moodle: {
    url: string | undefined;
    token: string | undefined;
    timeoutMs: number;
    cacheSeconds: number;
    syncIntervalSeconds: number;
    /** false (tests): the enrolment sync runs only when called, never by itself after a change; unset means true */
    syncInBackground?: boolean;
  };
  /** Debian's Chromium: prints CVs and certificates to PDF */
  chromiumPath: string;
  /** which Chromium prints (plugins/pdf/chromium.ts); unset: auto */
  pdfBrowser?: 'auto' | 'system' | 'bundled';
  /** an OpenAI-compatible chat completions server; undefined: the built-in career engine alone */
  llm: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | undefined;
  /** payment providers: each is offered only when its keys are set; the test gateway as testGatewayOn decides */
  payments: {
    testGateway: boolean;
    paymob:
      | { secretKey: string; publicKey: string; hmacSecret: string; integrationIds: number[]; baseUrl: string }
      | undefined;
    fawry: { merchantCode: string; secureKey: string; baseUrl: string; expiryHours: number } | undefined;
    stripe: { secretKey: string; webhookSecret: string; baseUrl: string } | undefined;
  };
  /** lifetime of signed lecture media URLs */
  mediaUrlTtlSeconds: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(process.cwd(), e.DATA_DIR);
  // every process on one PostgreSQL must sign and check tokens with one secret; a secret made up
  // in each process's own DATA_DIR would make a session from one process fail in the next
  if (e.DATABASE_URL && !e.JWT_SECRET)
    throw new Error(
      'Invalid configuration:\n  JWT_SECRET: required with DATABASE_URL (32+ characters, the same in every process)',
    );
  const secret = e.JWT_SECRET ?? readOrCreateSecret(dataDir);
  return {
    port: e.PORT,
    host: e.HOST,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    databaseUrl: e.DATABASE_URL,
    dbPoolMax: e.DB_POOL_MAX,
    dataDir,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    adminIsDefault: env.ADMIN_EMAIL === undefined && env.ADMIN_PASSWORD === undefined,
    logLevel: e.LOG_LEVEL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    webDist: path.resolve(REPO_ROOT, e.WEB_DIST),
    currency: e.CURRENCY.toUpperCase(),
    supportPhone: e.SUPPORT_PHONE,
    supportEmail: e.SUPPORT_EMAIL,
    refundWindowDays: e.REFUND_WINDOW_DAYS,
    jwtSecret: secret,
    jwtSecretGenerated: e.JWT_SECRET === undefined,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    authRateLimit: {
      perIp: e.AUTH_RATE_LIMIT_IP,
      perAccount: e.AUTH_RATE_LIMIT_ACCOUNT,
      windowMs: e.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
    },
    loginAccountCeiling: {
      max: e.AUTH_LOGIN_FAILURES_PER_ACCOUNT,
      windowMs: e.AUTH_LOGIN_FAILURES_WINDOW_SECONDS * 1000,
    },
    formRateLimit: { perIp: e.FORM_RATE_LIMIT_IP, windowMs: e.FORM_RATE_LIMIT_WINDOW_SECONDS * 1000 },
    formAddressLimit: { max: e.FORM_RATE_LIMIT_ADDRESS, windowMs: e.FORM_RATE_LIMIT_ADDRESS_WINDOW_SECONDS * 1000 },
    filesDir: e.FILES_DIR ? path.resolve(process.cwd(), e.FILES_DIR) : path.join(dataDir, 'files'),
    uploadVideoMaxBytes: e.UPLOAD_VIDEO_MAX_MB * 1024 * 1024,
    s3: s3Config(e),
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuerUrl: secureOrLoopback('GOOGLE_ISSUER_URL', e.GOOGLE_ISSUER_URL),
          }
        : undefined,
    facebook:
      e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET
        ? {
            appId: e.FACEBOOK_APP_ID,
            appSecret: e.FACEBOOK_APP_SECRET,
            authUrl: secureOrLoopback('FACEBOOK_AUTH_URL', e.FACEBOOK_AUTH_URL),
            graphUrl: secureOrLoopback('FACEBOOK_GRAPH_URL', e.FACEBOOK_GRAPH_URL).replace(/\/+$/, ''),
          }
        : undefined,
    jobs: { workers: e.JOBS_WORKERS === 'true', pollingIntervalSeconds: e.JOBS_POLL_SECONDS },
    moodle: {
      url: e.MOODLE_URL?.replace(/\/+$/, ''),
      token: e.MOODLE_TOKEN,
      timeoutMs: e.MOODLE_TIMEOUT_MS,
      cacheSeconds: e.MOODLE_CACHE_SECONDS,
      syncIntervalSeconds: e.MOODLE_SYNC_INTERVAL_SECONDS,
    },
    chromiumPath: e.CHROMIUM_PATH,
    pdfBrowser: e.PDF_BROWSER,
    llm:
      e.LLM_BASE_URL && e.LLM_API_KEY && e.LLM_MODEL
        ? {
            baseUrl: e.LLM_BASE_URL.replace(/\/+$/, ''),
            apiKey: e.LLM_API_KEY,
            model: e.LLM_MODEL,
            timeoutMs: e.LLM_TIMEOUT_SECONDS * 1000,
          }
        : undefined,
    payments: paymentsConfig(e),
    mediaUrlTtlSeconds: e.MEDIA_URL_TTL_SECONDS,
  };
}

/**
 * The test gateway takes no money and enrols all the same, so it is on by default only where no
 * one can take it for a real provider: not in production (NODE_ENV=production) and not beside a
 * configured Paymob, Fawry or Stripe. PAYMENTS_TEST_GATEWAY=true or false decides otherwise.
 */
function testGatewayOn(
  setting: 'true' | 'false' | undefined,
  nodeEnv: string | undefined,
  realProviderConfigured: boolean,
): boolean {
  if (setting !== undefined) return setting === 'true';
  return nodeEnv !== 'production' && !realProviderConfigured;
}

function paymentsConfig(e: z.infer<typeof ZEnv>): Config['payments'] {
  const real = {
    paymob:
      e.PAYMOB_SECRET_KEY && e.PAYMOB_PUBLIC_KEY && e.PAYMOB_HMAC_SECRET && e.PAYMOB_INTEGRATION_IDS
        ? {
            secretKey: e.PAYMOB_SECRET_KEY,
            publicKey: e.PAYMOB_PUBLIC_KEY,
            hmacSecret: e.PAYMOB_HMAC_SECRET,
            integrationIds: e.PAYMOB_INTEGRATION_IDS.split(',')
              .map((v) => Number(v.trim()))
              .filter((n) => Number.isInteger(n) && n > 0),
            baseUrl: secureOrLoopback('PAYMOB_BASE_URL', e.PAYMOB_BASE_URL).replace(/\/+$/, ''),
          }
        : undefined,
    fawry:
      e.FAWRY_MERCHANT_CODE && e.FAWRY_SECURE_KEY
        ? {
            merchantCode: e.FAWRY_MERCHANT_CODE,
            secureKey: e.FAWRY_SECURE_KEY,
            baseUrl: secureOrLoopback('FAWRY_BASE_URL', e.FAWRY_BASE_URL).replace(/\/+$/, ''),
            expiryHours: e.FAWRY_EXPIRY_HOURS,
          }
        : undefined,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            baseUrl: secureOrLoopback('STRIPE_BASE_URL', e.STRIPE_BASE_URL).replace(/\/+$/, ''),
          }
        : undefined,
  };
  const anyReal = real.paymob !== undefined || real.fawry !== undefined || real.stripe !== undefined;
  return { testGateway: testGatewayOn(e.PAYMENTS_TEST_GATEWAY, e.NODE_ENV, anyReal), ...real };
}

export interface S3Config {
  bucket: string;
  region: string;
  /** an S3-compatible server (MinIO, R2, …); undefined: AWS */
  endpoint: string | undefined;
  /** undefined: the AWS SDK's own chain (AWS_* variables, instance role) */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** where browsers fetch `public/` keys (bucket website or CDN); undefined: through the API */
  publicUrl: string | undefined;
  /** private files: a redirect to a presigned URL, or the bytes through the API (decision 014) */
  downloads: 'redirect' | 'proxy';
}

function s3Config(e: z.infer<typeof ZEnv>): S3Config | undefined {
  if (!e.S3_BUCKET) return undefined;
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY)
    throw new Error('Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
    downloads: e.S3_DOWNLOADS,
  };
}

export type TrustProxy = false | number | string[];

/** proxy-addr's names for address ranges, accepted by Fastify's trustProxy */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (family === 4 && isIP(prefix) === 4) return true; // a netmask, e.g. 10.0.0.0/255.0.0.0
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or `false` trusts no proxy; `N` (1-10) trusts the N nearest hops of
 * X-Forwarded-For; otherwise a comma-separated list of proxy addresses, CIDRs or proxy-addr's
 * names (loopback, linklocal, uniquelocal). `true` (trust every hop) is refused: it lets any
 * client choose its own address and so walk past every per-IP limit.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const fail = (why: string): never => {
    throw new Error(`Invalid configuration:\n  TRUST_PROXY: ${why}`);
  };
  if (value === undefined || value === 'false') return false;
  if (value === 'true')
    return fail(
      'true would trust any X-Forwarded-For; give the number of proxies in front (e.g. 1) or their addresses',
    );
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops === 0 ? false : hops <= 10 ? hops : fail('a hop count is 0 to 10');
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (entries.length === 0 || bad.length > 0) fail(`not an address, CIDR or range name: ${bad.join(', ') || value}`);
  return entries;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Sign-in providers are reached over HTTPS; plain HTTP only on loopback (the local stand-ins of the tests). */
function secureOrLoopback(name: string, url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol === 'https:' || (parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname))) return url;
  throw new Error(`Invalid configuration:\n  ${name}: must be an https URL (http only on loopback)`);
}

/** Without JWT_SECRET, sessions must still survive restarts: keep one generated secret on disk. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
