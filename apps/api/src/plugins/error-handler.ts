import { STATUS_CODES as HTTP_REASONS } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { TApiError, TErrorCode } from '@masar/contracts';
import { isAppError } from '#src/lib/app-error';
import { MALFORMED_JSON, errorMessage, type Lang } from '#src/lib/error-messages';
import { validationMessage, type ValidationCatalogue } from './validation-messages';
import { preferredLanguage } from './request-language';

const FASTIFY_CODES: Record<string, TErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_FAILED',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'VALIDATION_FAILED',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
};

const STATUS_CODES: Record<number, TErrorCode> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

function toApiError(
  error: FastifyError,
  lang: Lang,
  catalogues: readonly ValidationCatalogue[],
): { status: number; body: TApiError } {
  if (isAppError(error) && error.localize) {
    const { message, details } = error.localize(lang);
    return { status: error.statusCode, body: { message, code: error.code, details } };
  }
  if (isAppError(error)) {
    const message = error.hasCustomMessage ? error.message : errorMessage(error.code, lang);
    return { status: error.statusCode, body: { message, code: error.code, details: error.details } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details: Record<string, string> = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || '_';
      details[key] ??= validationMessage(issue.message, lang, catalogues);
    }
    return {
      status: 400,
      body: { message: errorMessage('VALIDATION_FAILED', lang), code: 'VALIDATION_FAILED', details },
    };
  }
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error instanceof SyntaxError && error.statusCode === 400)) {
    return { status: 400, body: { message: MALFORMED_JSON[lang], code: 'VALIDATION_FAILED' } };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = FASTIFY_CODES[error.code] ?? STATUS_CODES[status] ?? 'VALIDATION_FAILED';
    return { status, body: { message: errorMessage(code, lang), code } };
  }
  const code: TErrorCode = status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR';
  return { status: status === 503 ? 503 : 500, body: { message: errorMessage(code, lang), code } };
}

/**
 * Errors the router raises before any hook runs (a malformed URL, a path parameter over
 * maxParamLength): a Fastify option, so they too leave in the error shape. Fastify hands over a
 * bare request here, without decorations (no request.lang), so the header is read directly.
 */
export function frameworkErrors(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = preferredLanguage(request.headers['accept-language']);
  const body: TApiError = { message: errorMessage('VALIDATION_FAILED', lang), code: 'VALIDATION_FAILED' };
  void reply.code(400).type('application/json; charset=utf-8').send(body);
}

/**
 * Node's HTTP parser refuses a request before Fastify sees it: a URL or headers past
 * maxHeaderSize (16 KB) is a 431, anything unparsable a 400. Both leave in the error shape, in
 * the language the request's first bytes asked for (Arabic unless they prefer English).
 */
export function clientErrorHandler(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  // Node hands the bytes it read as a Buffer (Fastify's typings say otherwise)
  const head = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '';
  const lang = preferredLanguage(/\r\naccept-language:([^\r\n]*)/i.exec(head)?.[1]);
  const code: TErrorCode = status === 431 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_FAILED';
  const body = JSON.stringify({ message: errorMessage(code, lang), code } satisfies TApiError);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${HTTP_REASONS[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** The one error handler: every failure leaves as `{ message, code, details? }`. */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    const catalogues: ValidationCatalogue[] = [];
    app.decorate('addValidationMessages', (catalogue: ValidationCatalogue) => {
      catalogues.push(catalogue);
    });
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const { status, body } = toApiError(error, request.lang, catalogues);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.code(status).type('application/json; charset=utf-8').send(body);
    });
  },
  { name: 'error-handler', dependencies: ['request-language'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** A module's field messages for its own validation keys, used in a 400's `details`. */
    addValidationMessages(catalogue: ValidationCatalogue): void;
  }
}
