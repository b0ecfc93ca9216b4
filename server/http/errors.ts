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
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ messages: [{ severity: 'Error', text: MSG.fileTooLarge(app.config.maxReportFileSizeMb) }] });
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'request refused');
      return reply.status(status).send({ messages: [{ severity: 'Error', text: MSG.badRequest }] });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ messages: [{ severity: 'Error', text: MSG.serverError }] });
  });
}
