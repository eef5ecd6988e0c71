import { execFileSync } from 'node:child_process';

/**
 * The journeys' servers (the app, loopback SMTP, the OpenID, Facebook and Moodle stand-ins and
 * their control port) listen on ports the OS hands out, unless E2E_* variables name them. The
 * config is evaluated again in every worker: the chosen ports travel in process.env so all of
 * them agree. Imported first by playwright.config.ts, before the modules that read the ports.
 */
const PORT_VARIABLES = [
  'E2E_PORT',
  'E2E_SMTP_PORT',
  'E2E_OIDC_PORT',
  'E2E_FACEBOOK_PORT',
  'E2E_MOODLE_PORT',
  'E2E_STAND_IN_CONTROL_PORT',
] as const;

// Listening on port 0 is asynchronous; a short child process keeps the config synchronous. All
// the sockets stay open until every port is known, so the OS cannot hand out one port twice.
const FREE_PORTS_SCRIPT = `
const net = require('node:net');
const count = Number(process.argv[1]);
const servers = Array.from({ length: count }, () => net.createServer());
Promise.all(servers.map((s) => new Promise((r) => s.listen(0, '127.0.0.1', () => r(s.address().port)))))
  .then((ports) => { process.stdout.write(ports.join(',')); servers.forEach((s) => s.close()); });
`;

const missing = PORT_VARIABLES.filter((name) => !process.env[name]);
if (missing.length > 0) {
  const ports = execFileSync(process.execPath, ['-e', FREE_PORTS_SCRIPT, String(missing.length)], {
    encoding: 'utf8',
  }).split(',');
  missing.forEach((name, index) => {
    process.env[name] = ports[index];
  });
}
