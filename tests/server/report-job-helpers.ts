import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { isFinalJobState, JOB_TRANSITIONS, type JobStateId } from '../../common/report-jobs.ts';
import type { PageHeaders } from './test-app.ts';

/** Polls a job's state until it is final (the button's loop, faster), noting each state seen. */
export async function waitForFinal(
  t: { app: FastifyInstance },
  headers: PageHeaders,
  key: { typeId: number; id: string },
  seen: number[] = [],
): Promise<number> {
  for (let i = 0; i < 600; i += 1) {
    const answer = await t.app.inject({ url: `/api/jobs/${key.typeId}/${key.id}`, headers });
    expect(answer.statusCode).toBe(200);
    const state = answer.json().data.state as number;
    if (seen.at(-1) !== state) seen.push(state);
    if (isFinalJobState(state)) return state;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The job did not finish');
}

/** States reachable from `from` through the transition table. */
function reachable(from: JobStateId): Set<number> {
  const found = new Set<number>();
  const next = [...JOB_TRANSITIONS[from]];
  while (next.length) {
    const state = next.pop()!;
    if (!found.has(state)) {
      found.add(state);
      next.push(...JOB_TRANSITIONS[state]);
    }
  }
  return found;
}

/**
 * Every observed change follows the transition table (polling may miss a step between two
 * observations, so the later state must be reachable from the earlier one).
 */
export function expectAllowed(seen: number[]): void {
  for (let i = 1; i < seen.length; i += 1) expect([...reachable(seen[i - 1] as JobStateId)]).toContain(seen[i]);
}
