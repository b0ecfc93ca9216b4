import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, type Envelope } from './envelope.ts';
import { validationTexts } from './validation.ts';
import { MSG } from '../messages.ts';

/**
 * The refusals Fastify and its plugins make themselves, by their error code: the status and the
 * Russian text that says what is wrong. Anything listed here is the client's fault, logged at info.
 */
const FRAMEWORK_REFUSALS: Readonly<Record<string, readonly [status: number, text: string]>> = {
  FST_ERR_BAD_URL: [400, MSG.badUrl],
  FST_ERR_MAX_PARAM_LENGTH: [414, MSG.urlPartTooLong],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, MSG.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, MSG.badContentLength],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, MSG.emptyJsonBody],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, MSG.invalidJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, MSG.requestTooLarge],
  FST_FILES_LIMIT: [413, MSG.oneFileAtATime],
  FST_PARTS_LIMIT: [413, MSG.tooManyUploadFields],
  FST_FIELDS_LIMIT: [413, MSG.tooManyUploadFields],
  FST_PROTO_VIOLATION: [400, MSG.badUploadFieldName],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [406, MSG.notMultipart],
  FST_MP_PREMATURE_CLOSE: [400, MSG.uploadInterrupted],
};

/** The status and text of a refusal the framework made, or undefined when the error is not one. */
export function frameworkRefusal(error: FastifyError): readonly [number, string] | undefined {
  const known = error.code ? FRAMEWORK_REFUSALS[error.code] : undefined;
  if (known) return known;
  // The JSON body parser's own syntax error carries no code, only the status it set.
  if (error instanceof SyntaxError && error.statusCode === 400) return [400, MSG.invalidJson];
  return undefined;
}

/**
 * Fastify's frameworkErrors: the refusals made before routing (a path that is not valid UTF-8 or
 * percent-encoding, a path parameter over the length limit), which would otherwise be answered in
 * English outside the envelope.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const [status, text] = frameworkRefusal(error) ?? [400, MSG.badRequest];
  request.log.info({ code: error.code }, 'request refused');
  void reply.status(status).send({ messages: [{ severity: 'Error', text }] });
}

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
    const refusal = frameworkRefusal(error);
    if (refusal) {
      request.log.info({ code: error.code }, 'request refused');
      return reply.status(refusal[0]).send({ messages: [{ severity: 'Error', text: refusal[1] }] });
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
