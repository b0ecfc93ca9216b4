import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type DbKind, type TestApp } from './test-app.ts';

/** An answer of the API: its status and parsed body. */
export interface Answer {
  status: number;
  body: { data?: unknown; messages?: Array<{ severity: string; text: string }> };
}

/**
 * The set-up the public-read suites share (registry, catalogue): the whole server on a fresh
 * seeded database for the describe block, and anonymous GETs of it. `data` expects a 200 and
 * returns its data.
 */
export function publicApi(kind: DbKind) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });
  const get = async (url: string): Promise<Answer> => {
    const response = await app!.app.inject(url);
    return { status: response.statusCode, body: response.json() };
  };
  // The tests read the answers' fields they check; the data's type is theirs to name.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const data = async <T = any>(url: string): Promise<T> => {
    const answer = await get(url);
    expect(answer.status, url).toBe(200);
    return answer.body.data as T;
  };
  return { get, data, testApp: () => app! };
}
