import { HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';

/** A JSON answer in the API's envelope: { data }. */
export function envelope(data: unknown, status = 200) {
  return HttpResponse.json({ data } as Record<string, unknown>, { status });
}

/** A request as the test saw it leave: its method, its path with the query string, and a copy of it to read the body of. */
export interface SeenRequest {
  method: string;
  /** The path and query as the client wrote them, e.g. /api/addresses/addr-cities?regionId=2. */
  url: string;
  request: Request;
}

/**
 * Records every request the client sends through server from now on (answered by a handler or
 * not), until stop() or the end of the test file. For the tests that check what was asked.
 */
export function recordRequests(server: SetupServer): { requests: SeenRequest[]; stop: () => void } {
  const requests: SeenRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    requests.push({ method: request.method, url: `${url.pathname}${url.search}`, request: request.clone() });
  };
  server.events.on('request:start', listener);
  return { requests, stop: () => server.events.removeListener('request:start', listener) };
}
