/**
 * Every environment variable the API reads, as data: the README's configuration table is
 * checked against this list, and config.ts parses exactly these.
 */
export interface EnvVar {
  name: string;
  default: string | null;
  description: string;
}

export const ENV_VARS: readonly EnvVar[] = [
  {
    name: 'NODE_ENV',
    default: null,
    description:
      'production: the test payment gateway is off unless PAYMENTS_TEST_GATEWAY=true (the only use the API makes of it).',
  },
  { name: 'PORT', default: '3000', description: 'HTTP port of the single process (web app + API).' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface to listen on.' },
  {
    name: 'TRUST_PROXY',
    default: null,
    description:
      'Proxies whose X-Forwarded-For (and -Proto, -Host) is believed. Unset or false: the connecting address is the client (per-IP limits count it). A number 1-10: that many proxies in front (the client is the Nth address from the right of X-Forwarded-For). Else a comma-separated list of proxy addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1) or loopback, linklocal, uniquelocal. true is refused.',
  },
  {
    name: 'DATABASE_URL',
    default: null,
    description: 'PostgreSQL connection string. Unset: embedded PGlite in DATA_DIR/db.',
  },
  {
    name: 'DATA_DIR',
    default: './data',
    description: 'Local state (PGlite database, generated secret, outbox, files); relative to the working directory.',
  },
  {
    name: 'ADMIN_EMAIL',
    default: 'admin@masar.local',
    description: 'First admin, created or promoted at every start.',
  },
  { name: 'ADMIN_PASSWORD', default: 'Admin-Masar-2026', description: "First admin's password (set on creation)." },
  { name: 'LOG_LEVEL', default: 'info', description: 'pino level: fatal, error, warn, info, debug, trace or silent.' },
  { name: 'PUBLIC_URL', default: 'http://localhost:PORT', description: 'Public base URL used in emails and links.' },
  {
    name: 'WEB_DIST',
    default: 'apps/web/dist',
    description: 'Built web app to serve; relative paths resolve against the repository root.',
  },
  { name: 'CURRENCY', default: 'EGP', description: 'ISO 4217 currency of all prices.' },
  { name: 'SUPPORT_PHONE', default: null, description: 'Support phone shown in the help block.' },
  {
    name: 'SUPPORT_EMAIL',
    default: null,
    description:
      'Support inbox: shown, and receives contact messages and course registrations (unset: they are only stored and logged).',
  },
  {
    name: 'REFUND_WINDOW_DAYS',
    default: '0',
    description: 'Money-back window in days; 0 means no refunds and no money-back promise in the copy.',
  },
  {
    name: 'JWT_SECRET',
    default: null,
    description:
      'Token signing secret (32+ chars). Unset: generated once and kept in DATA_DIR/secret; required with DATABASE_URL (every process must sign with the same one).',
  },
  {
    name: 'REDIS_URL',
    default: null,
    description: 'Redis for shared rate limits when running several processes (optional).',
  },
  {
    name: 'SMTP_URL',
    default: null,
    description:
      'SMTP server for outgoing mail, e.g. smtp://user:pass@host:587. Unset: .eml files in DATA_DIR/outbox, links logged.',
  },
  { name: 'MAIL_FROM', default: 'Masar <no-reply@masar.local>', description: 'Sender of outgoing mail.' },
  {
    name: 'AUTH_RATE_LIMIT_IP',
    default: '10',
    description:
      'Login, registration, forgot/reset password, resend confirmation: requests per window per IP; 0 turns it off.',
  },
  {
    name: 'AUTH_RATE_LIMIT_ACCOUNT',
    default: '5',
    description:
      'The same routes: requests per window per account (email, or reset link); for login, failed attempts per window per account from one address (the owner elsewhere still signs in); 0 turns it off.',
  },
  { name: 'AUTH_RATE_LIMIT_WINDOW_SECONDS', default: '60', description: 'Window of the two limits above, in seconds.' },
  {
    name: 'AUTH_LOGIN_FAILURES_PER_ACCOUNT',
    default: '50',
    description:
      "Failed logins of one account from all addresses together per AUTH_LOGIN_FAILURES_WINDOW_SECONDS; past it that account's login answers 429 until the window ends; 0 turns it off.",
  },
  {
    name: 'AUTH_LOGIN_FAILURES_WINDOW_SECONDS',
    default: '900',
    description: 'Window of the per-account login failure ceiling above, in seconds.',
  },
  {
    name: 'CHROMIUM_PATH',
    default: '/usr/bin/chromium',
    description: 'Chromium that prints CVs and certificates to PDF (and runs the browser tests).',
  },
  {
    name: 'PDF_BROWSER',
    default: 'auto',
    description:
      'auto: CHROMIUM_PATH when it exists, else the Chromium inside the npm package @sparticuz/chromium (x86_64 Linux); system or bundled forces one.',
  },
  {
    name: 'LLM_BASE_URL',
    default: null,
    description:
      'OpenAI-compatible API base (e.g. https://host/v1) for the career tools. Unset: the built-in engine alone.',
  },
  { name: 'LLM_API_KEY', default: null, description: 'Bearer key for LLM_BASE_URL.' },
  {
    name: 'LLM_MODEL',
    default: null,
    description: 'Model name sent to LLM_BASE_URL; the model is used only when all three are set.',
  },
  {
    name: 'LLM_TIMEOUT_SECONDS',
    default: '20',
    description: 'Time allowed for one model answer before the built-in engine answers instead.',
  },
  {
    name: 'FORM_RATE_LIMIT_IP',
    default: '5',
    description: 'Contact form and course registration form: submissions per window per IP; 0 turns it off.',
  },
  {
    name: 'FORM_RATE_LIMIT_WINDOW_SECONDS',
    default: '600',
    description: 'Window of the form limit above, in seconds.',
  },
  {
    name: 'FORM_RATE_LIMIT_ADDRESS',
    default: '5',
    description:
      'The same two forms together: submissions per window naming one email address, from any IP (the acknowledgement goes to that address); 0 turns it off.',
  },
  {
    name: 'FORM_RATE_LIMIT_ADDRESS_WINDOW_SECONDS',
    default: '3600',
    description: 'Window of the per-address form limit above, in seconds.',
  },
  {
    name: 'FILES_DIR',
    default: 'DATA_DIR/files',
    description: 'Uploaded files (course images, syllabi, lecture videos, trainer photos) on local disk.',
  },
  {
    name: 'S3_BUCKET',
    default: null,
    description:
      'Set: uploads live in this S3 (or S3-compatible) bucket instead of FILES_DIR, so every process and machine sees the same files. Unset: local disk.',
  },
  { name: 'S3_REGION', default: 'us-east-1', description: "The bucket's region." },
  {
    name: 'S3_ENDPOINT',
    default: null,
    description:
      'An S3-compatible server (MinIO, Cloudflare R2, Backblaze B2, …), e.g. https://minio.example.com. Unset: AWS. Browsers follow presigned links to it, so it must be reachable by them unless S3_DOWNLOADS=proxy.',
  },
  {
    name: 'S3_ACCESS_KEY_ID',
    default: null,
    description:
      "Access key (with S3_SECRET_ACCESS_KEY; both or neither). Unset: the AWS SDK's own chain (AWS_* variables, instance role).",
  },
  { name: 'S3_SECRET_ACCESS_KEY', default: null, description: 'Secret of S3_ACCESS_KEY_ID.' },
  {
    name: 'S3_FORCE_PATH_STYLE',
    default: 'false',
    description:
      'true: address the bucket as ENDPOINT/BUCKET/key (MinIO and most self-hosted servers) instead of BUCKET.ENDPOINT/key.',
  },
  {
    name: 'S3_PUBLIC_URL',
    default: null,
    description:
      'Base URL where browsers read public images (course images, trainer photos) straight from the bucket or a CDN in front of it, e.g. https://cdn.example.com (objects at BASE/public/…). Unset: they are served through the API (the bucket may stay private).',
  },
  {
    name: 'S3_DOWNLOADS',
    default: 'redirect',
    description:
      'How lecture media, syllabi and preview media leave once the API has checked access: redirect (a short-lived presigned URL, valid MEDIA_URL_TTL_SECONDS; the bucket serves the bytes and byte ranges) or proxy (through the API, for a bucket browsers cannot reach). docs/decisions/014.',
  },
  { name: 'UPLOAD_VIDEO_MAX_MB', default: '2048', description: 'Largest lecture video an admin may upload, in MB.' },
  {
    name: 'GOOGLE_CLIENT_ID',
    default: null,
    description: 'Google sign-in (OpenID Connect) client id; with GOOGLE_CLIENT_SECRET it turns the Google button on.',
  },
  {
    name: 'GOOGLE_CLIENT_SECRET',
    default: null,
    description: 'Google sign-in client secret. Redirect URI to register: PUBLIC_URL/api/auth/google/callback.',
  },
  {
    name: 'GOOGLE_ISSUER_URL',
    default: 'https://accounts.google.com',
    description:
      'OpenID issuer discovered for Google sign-in (tests point it at a local provider; http only on loopback).',
  },
  {
    name: 'FACEBOOK_APP_ID',
    default: null,
    description: 'Facebook Login app id; with FACEBOOK_APP_SECRET it turns the Facebook button on.',
  },
  {
    name: 'FACEBOOK_APP_SECRET',
    default: null,
    description:
      'Facebook app secret (also signs appsecret_proof). Redirect URI: PUBLIC_URL/api/auth/facebook/callback.',
  },
  {
    name: 'FACEBOOK_AUTH_URL',
    default: 'https://www.facebook.com/v23.0/dialog/oauth',
    description: "Facebook's login dialog (tests point it at a local stand-in).",
  },
  {
    name: 'FACEBOOK_GRAPH_URL',
    default: 'https://graph.facebook.com/v23.0',
    description: "Facebook's Graph API base: code exchange and /me (tests point it at a local stand-in).",
  },
  {
    name: 'MOODLE_URL',
    default: null,
    description:
      'Moodle site URL, e.g. https://lms.example.com; with MOODLE_TOKEN it turns the Moodle listing and enrolment sync on.',
  },
  {
    name: 'MOODLE_TOKEN',
    default: null,
    description:
      'Moodle web service token (wstoken) of a service with core_course_get_courses, core_user_* and enrol_manual_enrol_users.',
  },
  { name: 'MOODLE_TIMEOUT_MS', default: '10000', description: 'Timeout of each call to Moodle, in milliseconds.' },
  {
    name: 'MOODLE_CACHE_SECONDS',
    default: '60',
    description: "How long each process keeps Moodle's course list; 0 turns the cache off.",
  },
  {
    name: 'MOODLE_SYNC_INTERVAL_SECONDS',
    default: '30',
    description: 'How often each process looks for Moodle enrolments to sync or retry; 0 turns the timer off.',
  },
  {
    name: 'DB_POOL_MAX',
    default: '10',
    description:
      "PostgreSQL connections each process's pool may open (the job queue shares it); each process also keeps one for LISTEN. N processes need N × (DB_POOL_MAX + 1) under the server's max_connections, or a PgBouncer in front (README, Scaling out).",
  },
  {
    name: 'JOBS_WORKERS',
    default: 'true',
    description:
      'Whether this process runs the background job workers (mail, …); false leaves its jobs to the other processes. Jobs wait in PostgreSQL (or PGlite) either way.',
  },
  {
    name: 'JOBS_POLL_SECONDS',
    default: '2',
    description: 'How often each worker looks for due jobs, in seconds (0.5–60).',
  },
  {
    name: 'PAYMENTS_TEST_GATEWAY',
    default: null,
    description:
      'The built-in test payment gateway (test mode: no money moves, the course is enrolled all the same). Unset: on only when NODE_ENV is not production and no real provider (Paymob, Fawry, Stripe) is configured, so a laptop with none keeps a working demo checkout. true turns it on anyway (never the default provider beside a real one), false off. While on, start-up logs a warning and the admin dashboard shows a banner.',
  },
  {
    name: 'MEDIA_URL_TTL_SECONDS',
    default: '600',
    description: 'Lifetime of the signed URLs that serve lecture videos and files to enrolled learners.',
  },
  {
    name: 'PAYMOB_SECRET_KEY',
    default: null,
    description:
      'Paymob secret key (Intention API); with PAYMOB_PUBLIC_KEY, PAYMOB_HMAC_SECRET and PAYMOB_INTEGRATION_IDS it turns Paymob on.',
  },
  { name: 'PAYMOB_PUBLIC_KEY', default: null, description: 'Paymob public key, used in the unified checkout URL.' },
  {
    name: 'PAYMOB_HMAC_SECRET',
    default: null,
    description:
      'Paymob HMAC secret that signs transaction callbacks (callback URL: PUBLIC_URL/api/payments/webhooks/paymob).',
  },
  {
    name: 'PAYMOB_INTEGRATION_IDS',
    default: null,
    description: 'Comma-separated Paymob integration ids offered at checkout (cards, wallets).',
  },
  {
    name: 'PAYMOB_BASE_URL',
    default: 'https://accept.paymob.com',
    description: 'Paymob API base (tests point it at a local stand-in).',
  },
  {
    name: 'FAWRY_MERCHANT_CODE',
    default: null,
    description:
      'Fawry merchant code; with FAWRY_SECURE_KEY it turns Fawry reference codes on (notification URL: PUBLIC_URL/api/payments/webhooks/fawry).',
  },
  {
    name: 'FAWRY_SECURE_KEY',
    default: null,
    description: 'Fawry secure key that signs charge requests and notifications.',
  },
  {
    name: 'FAWRY_BASE_URL',
    default: 'https://www.atfawry.com',
    description: 'Fawry API base (staging: https://atfawry.fawrystaging.com; tests point it at a local stand-in).',
  },
  { name: 'FAWRY_EXPIRY_HOURS', default: '48', description: 'How long a Fawry reference code can be paid at a kiosk.' },
  {
    name: 'STRIPE_SECRET_KEY',
    default: null,
    description:
      'Stripe secret key; with STRIPE_WEBHOOK_SECRET it turns Stripe Checkout on (webhook URL: PUBLIC_URL/api/payments/webhooks/stripe).',
  },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    default: null,
    description: 'Stripe webhook signing secret (whsec_...) checked against the Stripe-Signature header.',
  },
  {
    name: 'STRIPE_BASE_URL',
    default: 'https://api.stripe.com',
    description: 'Stripe API base (tests point it at a local stand-in).',
  },
];
