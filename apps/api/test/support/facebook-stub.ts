import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listener } from '#test/support/listener';

/** The person "logged in to Facebook" in the stand-in. */
export interface FacebookPerson {
  id: string;
  name: string;
  /** absent: the person registered with a phone number or declined the email permission */
  email?: string;
}

export interface FacebookStub {
  /** base URLs to configure: FACEBOOK_AUTH_URL and FACEBOOK_GRAPH_URL */
  authUrl: string;
  graphUrl: string;
  appId: string;
  appSecret: string;
  /**
   * API tests: the next dialogs approve at once as this person (or are cancelled with 'cancel').
   * Unset, the dialog shows a small form a browser fills in.
   */
  approveAs(person: FacebookPerson | 'cancel' | undefined): void;
  /** requests the Graph API received, newest last (to check appsecret_proof and friends) */
  graphCalls: URL[];
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
};

/** Graph API's error shape: HTTP 400 with { error: { message, type, code, fbtrace_id } }. */
const graphError = (res: ServerResponse, message: string, type = 'OAuthException', code = 100) =>
  json(res, 400, { error: { message, type, code, fbtrace_id: randomBytes(8).toString('base64url') } });

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A local server following Facebook Login's documented endpoints ("manually build a login
 * flow"): the /dialog/oauth login dialog, GET /oauth/access_token (code → access token) and
 * GET /me?fields=…, which insists on a valid appsecret_proof as an app with "Require App Secret"
 * does. Cancelling answers the documented error=access_denied&error_reason=user_denied.
 */
export async function startFacebookStub(
  options: { port?: number; appId?: string; appSecret?: string } = {},
): Promise<FacebookStub> {
  const appId = options.appId ?? '1234567890';
  const appSecret = options.appSecret ?? 'facebook-stub-app-secret';
  const codes = new Map<string, { person: FacebookPerson; redirectUri: string }>();
  const tokens = new Map<string, FacebookPerson>();
  const graphCalls: URL[] = [];
  let approval: FacebookPerson | 'cancel' | undefined;

  function finishDialog(res: ServerResponse, redirectUri: string, state: string, person: FacebookPerson | 'cancel') {
    const target = new URL(redirectUri);
    if (person === 'cancel') {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_code', '200');
      target.searchParams.set('error_description', 'Permissions error');
      target.searchParams.set('error_reason', 'user_denied');
    } else {
      const code = randomBytes(24).toString('base64url');
      codes.set(code, { person, redirectUri });
      target.searchParams.set('code', code);
    }
    target.searchParams.set('state', state);
    // Facebook appends this fragment to the redirect
    res.writeHead(302, { location: `${target.href}#_=_` });
    res.end();
  }

  const server = createServer(
    listener(async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const q = url.searchParams;
      if (url.pathname === '/dialog/oauth' && req.method === 'GET') {
        if (q.get('client_id') !== appId) return graphError(res, 'Invalid App ID');
        const redirectUri = q.get('redirect_uri') ?? '';
        const state = q.get('state') ?? '';
        if (approval) return finishDialog(res, redirectUri, state, approval);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(`<!doctype html><html lang="en"><head><title>Log in to Facebook (stand-in)</title></head><body><main>
<h1>Log in to Facebook (stand-in)</h1>
<form method="post" action="/dialog/oauth/confirm">
<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}"><input type="hidden" name="state" value="${escapeHtml(state)}">
<label>Name <input name="name" required></label>
<label>Email <input name="email" type="email"></label>
<button type="submit" name="decision" value="continue">Continue</button>
<button type="submit" name="decision" value="cancel" formnovalidate>Cancel</button>
</form></main></body></html>`);
        return;
      }
      if (url.pathname === '/dialog/oauth/confirm' && req.method === 'POST') {
        const form = await formBody(req);
        const email = form.get('email')?.trim() || undefined;
        const name = form.get('name')?.trim() || 'Facebook User';
        const person =
          form.get('decision') === 'cancel' ? 'cancel' : { id: `fb-${(email ?? name).toLowerCase()}`, name, email };
        return finishDialog(res, form.get('redirect_uri') ?? '', form.get('state') ?? '', person);
      }

      graphCalls.push(url);
      if (url.pathname.endsWith('/oauth/access_token')) {
        if (q.get('client_id') !== appId || q.get('client_secret') !== appSecret)
          return graphError(res, 'Error validating client secret.', 'OAuthException', 1);
        const grant = codes.get(q.get('code') ?? '');
        if (!grant) return graphError(res, 'Invalid verification code format.', 'OAuthException', 100);
        codes.delete(q.get('code') ?? '');
        if (grant.redirectUri !== q.get('redirect_uri'))
          return graphError(
            res,
            'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
          );
        const token = randomBytes(32).toString('hex');
        tokens.set(token, grant.person);
        return json(res, 200, { access_token: token, token_type: 'bearer', expires_in: 5183944 });
      }
      if (url.pathname.endsWith('/me')) {
        const token = q.get('access_token') ?? '';
        const person = tokens.get(token);
        if (!person)
          return graphError(res, 'Invalid OAuth access token - Cannot parse access token', 'OAuthException', 190);
        const proof = createHmac('sha256', appSecret).update(token).digest('hex');
        if (q.get('appsecret_proof') !== proof)
          return graphError(res, 'Invalid appsecret_proof provided in the API argument', 'GraphMethodException', 100);
        const fields = (q.get('fields') ?? 'id,name').split(',');
        const answer: Record<string, string> = {};
        for (const field of fields) {
          const value = person[field as keyof FacebookPerson];
          if (value !== undefined) answer[field] = value;
        }
        return json(res, 200, answer);
      }
      return graphError(res, 'Unknown path components', 'OAuthException', 2500);
    }),
  );
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    authUrl: `${base}/dialog/oauth`,
    graphUrl: `${base}/v23.0`,
    appId,
    appSecret,
    approveAs(person) {
      approval = person;
    },
    graphCalls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
