import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/**
 * An async request handler as the void callback `createServer` expects. A rejection stays
 * unhandled, as it was when the async function was passed directly, so a broken stub still fails
 * the run loudly.
 */
export function listener(handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>): RequestListener {
  return (req, res) => void handle(req, res);
}
