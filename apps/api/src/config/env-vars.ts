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
  { name: 'PORT', default: '3000', description: 'HTTP port of the single process (web app + API).' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface to listen on.' },
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
  { name: 'ADMIN_EMAIL', default: 'admin@masar.local', description: 'First admin, created or promoted at every start.' },
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
  { name: 'SUPPORT_EMAIL', default: null, description: 'Support inbox: shown, and receives contact messages.' },
  {
    name: 'REFUND_WINDOW_DAYS',
    default: '0',
    description: 'Money-back window in days; 0 means no refunds and no money-back promise in the copy.',
  },
  {
    name: 'JWT_SECRET',
    default: null,
    description: 'Token signing secret (32+ chars). Unset: generated once and kept in DATA_DIR/secret.',
  },
  {
    name: 'REDIS_URL',
    default: null,
    description: 'Redis for shared rate limits when running several processes (optional).',
  },
  {
    name: 'SMTP_URL',
    default: null,
    description: 'SMTP server for outgoing mail, e.g. smtp://user:pass@host:587. Unset: .eml files in DATA_DIR/outbox, links logged.',
  },
  { name: 'MAIL_FROM', default: 'Masar <no-reply@masar.local>', description: 'Sender of outgoing mail.' },
  {
    name: 'AUTH_RATE_LIMIT_IP',
    default: '10',
    description: 'Login, registration, forgot/reset password, resend confirmation: requests per window per IP; 0 turns it off.',
  },
  {
    name: 'AUTH_RATE_LIMIT_ACCOUNT',
    default: '5',
    description: 'The same routes: requests per window per account (email, or reset link); 0 turns it off.',
  },
  { name: 'AUTH_RATE_LIMIT_WINDOW_SECONDS', default: '60', description: 'Window of the two limits above, in seconds.' },
];
