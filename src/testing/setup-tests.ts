import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './mocks/server';

// The component tests' request stub (src/testing/mocks): a test's own answers last until its end.
// A request nobody answers goes to the network, as it did before the stub: a test that needs the
// server's answer says so with server.use(...).
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  // Testing Library unmounts by itself only where the test globals are on (they are off here): a
  // tree left mounted keeps its timers (an MUI ripple ends 550 ms after a click) and one firing after
  // the file's DOM is gone failed the whole run with «window is not defined».
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());
