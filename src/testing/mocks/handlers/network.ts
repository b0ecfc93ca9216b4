import { http, HttpResponse } from 'msw';

/**
 * A network with no portal behind it: every request is answered 503 with an empty JSON body, so a
 * component that asks the server for something (the upload limits, a lookup) falls back to its
 * defaults without a real request leaving the test.
 */
export const closedNetwork = [http.all('*', () => HttpResponse.json({}, { status: 503 }))];
