import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/**
 * The one request stub of the component tests: MSW answers the client's fetch calls in the test
 * process. Started for every file of the unit project (src/testing/setup-tests.ts); a test adds the
 * answers it needs with server.use(...), and they are reset after each test.
 */
export const server = setupServer(...handlers);
