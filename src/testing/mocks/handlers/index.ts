import type { RequestHandler } from 'msw';

/**
 * The answers every test gets without asking: none yet, so a request no test answers goes to the
 * network as before (see onUnhandledRequest in src/testing/setup-tests.ts). A test's own answers
 * come from the helpers beside this file (closedNetwork, answers of one area).
 */
export const handlers: RequestHandler[] = [];
