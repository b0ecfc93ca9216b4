import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACT_MSG } from '../../../server/messages.ts';
import { createTestApp, describeEachDb, type TestApp } from '../test-app.ts';

describeEachDb('living-conditions act: a client’s children', (kind) => {
  let t: TestApp;
  let worker: { cookie: string };
  let institutionId: number;
  const call = (method: 'GET' | 'POST', url: string, headers = worker) =>
    t.app.inject({ method, url: `/api/living-conditions-act${url}`, headers });

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ headers: worker, institutionId } = await t.signInEmployee('worker', 3));
  });
  afterAll(() => t?.close());

  it('lists a client’s children and creates an act about one of them; refuses anyone else', async () => {
    const [family] = await t.db.query<{ parent: number; child: number }>(
      `SELECT r.person_id AS parent, r.relative_id AS child FROM person_relations r
         JOIN institution_clients ic ON ic.person_id = r.person_id AND ic.institution_id = $1 ORDER BY r.person_id LIMIT 1`,
      [institutionId],
    );
    expect(family).toBeDefined();
    const relatives = (await call('GET', `/relatives-601/${family.parent}`)).json().data;
    expect(relatives.map((r: { id: number }) => r.id)).toContain(family.child);

    const created = await call('POST', `/create-for-relative/${family.parent}/${family.child}`);
    expect(created.statusCode).toBe(200);
    const act = (await call('GET', `/get/${created.json().data.id}`)).json().data;
    expect(act.personId).toBe(family.child);

    const [stranger] = await t.db.query<{ id: number }>(
      `SELECT id FROM persons WHERE id NOT IN (SELECT relative_id FROM person_relations WHERE person_id = $1) AND id <> $1 ORDER BY id LIMIT 1`,
      [family.parent],
    );
    const refused = await call('POST', `/create-for-relative/${family.parent}/${stranger.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().messages[0].text).toBe(ACT_MSG.personNotFound);
    expect((await call('GET', `/relatives-601/${family.parent}`, await t.signIn('citizen'))).statusCode).toBe(403);
  });
});
