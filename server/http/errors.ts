import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, type Envelope } from './envelope.ts';
import { validationTexts } from './validation.ts';
import { MSG } from '../messages.ts';

/**
 * One place that turns every failure into the spec's envelope with Russian messages:
 * schema refusals (400), our HttpErrors, limits, unknown /api paths and unexpected errors.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error.validation) {
      const body: Envelope<never> = {
        messages: validationTexts(error.validation as never, error.validationContext).map((text) => ({
          severity: 'Error',
          text,
        })),
      };
      return reply.status(400).send(body);
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ ...error.details, messages: error.texts.map((text) => ({ severity: error.severity, text })) });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ messages: [{ severity: 'Warning', text: MSG.tooManyRequests }] });
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply
        .status(413)
        .send({ messages: [{ severity: 'Error', text: MSG.fileTooLarge(app.config.maxReportFileSizeMb) }] });
    }
    if (status === 413) {
      // A body over the limit is not a file: say so, not the upload's 'Файл превышает N MB'.
      return reply.status(413).send({ messages: [{ severity: 'Error', text: MSG.requestTooLarge }] });
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'request refused');
      return reply.status(status).send({ messages: [{ severity: 'Error', text: MSG.badRequest }] });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ messages: [{ severity: 'Error', text: MSG.serverError }] });
  });
}

/**
 * Fastify's clientErrorHandler: a request Node could not even parse (headers over the size limit,
 * a request that never finished, malformed HTTP) gets the spec's envelope in Russian instead of
 * Fastify's English default. No handler or hook runs for it, so it is written to the socket here.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, MSG.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, MSG.requestTimeout]
        : [400, MSG.badRequest];
  this.log.debug({ code: error.code }, 'client error');
  if (socket.writable) {
    const body = Buffer.from(JSON.stringify({ messages: [{ severity: 'Error', text }] }));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    socket.write(body);
  }
  socket.destroy(error);
}
