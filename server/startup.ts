import type { FastifyInstance } from 'fastify';

/** A piece of a start's work that may be long on a first start (the queue's tables, the demo documents). */
export interface StartupStep {
  name: string;
  run: () => Promise<unknown>;
}

/** Where a start's progress is written: the server's logger, or anything with its info(). */
export interface StartupLog {
  info(fields: { step: string; ms?: number }, message: string): void;
}

/** Runs one step of a start, logging when it begins and how long it took. */
export async function startupStep<T>(log: StartupLog, name: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  log.info({ step: name }, 'start-up step began');
  const result = await run();
  log.info({ step: name, ms: Math.round(performance.now() - started) }, 'start-up step done');
  return result;
}

/**
 * Readies the app and then runs the steps its plugins queued in app.startupSteps, in order. They
 * are not onReady hooks on purpose: Fastify bounds those by its plugin timeout (10 s), which a first
 * start on a busy machine can pass (creating the job queue's tables, writing the demo documents);
 * here they take the time they need and log their progress. Each step is safe to run again, so a
 * start cut short completes on the next one.
 */
export async function startApp(app: FastifyInstance): Promise<void> {
  await app.ready();
  for (const step of app.startupSteps) await startupStep(app.log, step.name, step.run);
}
