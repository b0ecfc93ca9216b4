import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './mocks/server';

// The component tests' request stub (src/testing/mocks): a test's own answers last until its end.
// A request nobody answers goes to the network, as it did before the stub: a test that needs the
// server's answer says so with server.use(...).
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());
