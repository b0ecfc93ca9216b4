import { afterAll, beforeAll, expect, it } from 'vitest';
import { IDENTITIES } from '../../../server/db/seed/identities.ts';
import { IDENTITY_TEXT } from '../../../common/identities/identity-kinds.ts';
import { identityLinkPath } from '../../../server/identities/check-link.ts';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';

const seed = (id: number) => IDENTITIES.find((i) => i.id === id)!;

describeEachDb('identities', (kind) => {
  let t: TestApp;
  let citizen: PageHeaders;
  let family: PageHeaders;
  let guardian: PageHeaders;
  let worker: PageHeaders;

  const get = (url: string, headers?: PageHeaders) => t.app.inject({ url: `/api${url}`, headers });
  /** The check call of a card's link: /qr-flb/{payload}/{digest} -> /identity/check/labor-veteran/… */
  const checkUrl = (path: string) => {
    const [, route, payload, digest] = path.split('/');
    const kindOf = route === 'qr-flb' ? 'labor-veteran' : 'large-family';
    return `/identity/check/${kindOf}/${payload}/${digest}`;
  };
  /** A link signed with the server's own key, for identities no demo card shows. */
  const signedPath = async (identityKind: 'large-family' | 'labor-veteran', id: number) => {
    const [{ key }] = await t.db.query<{ key: string }>(
      "SELECT key FROM signing_keys WHERE purpose = 'identity-check-link'",
    );
    return identityLinkPath(key, identityKind, id);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    citizen = await t.signIn('citizen');
    family = await t.signIn('family');
    guardian = await t.signIn('guardian');
    worker = (await t.signInEmployee('worker', 3)).headers;
  });
  afterAll(() => t.close());

  it('gives the large family’s father his current certificate with the family and a signed check link', async () => {
    const res = await get('/identity/large-family', family);
    expect(res.statusCode).toBe(200);
    const card = res.json().data;
    expect(card).toMatchObject({
      kind: 'large-family',
      number: seed(2).number,
      holder: 'Григорьев Алексей Викторович',
      issuedOn: '2026-03-20',
      validUntil: '2031-03-19',
      status: 'valid',
      statusCaption: 'Действительно',
    });
    expect(card.members.map((m: { relationCaption: string }) => m.relationCaption)).toEqual([
      'Владелец удостоверения',
      'Супруга',
      'Сын',
      'Дочь',
      'Сын',
    ]);
    expect(card.checkPath).toMatch(/^\/qr-identity-large-family\/2\/[A-Za-z0-9_-]{32}$/);
  });

  it('gives the citizen her labour veteran’s certificate, and nobody another person’s', async () => {
    const card = (await get('/identity/labor-veteran', citizen)).json().data;
    expect(card).toMatchObject({ number: seed(3).number, holder: 'Иванова Мария Петровна', validUntil: null });
    expect(card.basis).toMatch(/5-ФЗ/);
    expect(card.members).toEqual([]);
    // Each reads only their own: the citizen holds no large family's certificate, the father no veteran's.
    expect((await get('/identity/large-family', citizen)).json().data).toBeNull();
    expect((await get('/identity/labor-veteran', family)).json().data).toBeNull();
    expect((await get('/identity/labor-veteran', guardian)).json().data).toBeNull();
    expect((await get('/identity/labor-veteran')).statusCode).toBe(401);
    expect((await get('/identity/labor-veteran', worker)).statusCode).toBe(403);
  });

  it('checks a card’s link anonymously: valid, with no more than the surname, initials, number and dates', async () => {
    const card = (await get('/identity/large-family', family)).json().data;
    const res = await get(checkUrl(card.checkPath));
    expect(res.statusCode).toBe(200);
    const check = res.json().data;
    expect(check).toMatchObject({
      kind: 'large-family',
      number: seed(2).number,
      holder: 'Григорьев А. В.',
      status: 'valid',
      validUntil: '2031-03-19',
    });
    expect(Object.keys(check).sort()).toEqual(
      [
        'checkedAt',
        'holder',
        'issuedOn',
        'kind',
        'number',
        'revokedOn',
        'status',
        'statusCaption',
        'title',
        'validUntil',
      ].sort(),
    );
    expect(JSON.stringify(check)).not.toMatch(/Алексей|Викторович|Анна|Максим|1987/);
  });

  it('says an expired and a revoked certificate are so', async () => {
    const expired = (await get(checkUrl(await signedPath('large-family', 1)))).json().data;
    expect([expired.status, expired.statusCaption]).toEqual(['expired', 'Срок действия истёк']);
    const revoked = (await get(checkUrl(await signedPath('labor-veteran', 4)))).json().data;
    expect([revoked.status, revoked.revokedOn, revoked.holder]).toEqual(['revoked', '2025-06-10', 'Попов В. А.']);
  });

  it('refuses a forged or altered link alike, with the Russian message', async () => {
    const card = (await get('/identity/labor-veteran', citizen)).json().data;
    const [, , payload, digest] = card.checkPath.split('/');
    const altered = (digest[0] === 'A' ? 'B' : 'A') + digest.slice(1);
    const refusals = [
      `/identity/check/labor-veteran/${payload}/${altered}`,
      // The citizen's link for another identity, or under the other kind.
      `/identity/check/labor-veteran/5/${digest}`,
      `/identity/check/large-family/${payload}/${digest}`,
      `/identity/check/labor-veteran/${payload}/short`,
      `/identity/check/labor-veteran/abc/${digest}`,
    ];
    for (const url of refusals) {
      const res = await get(url);
      expect([res.statusCode, res.json().messages[0].text], url).toEqual([404, IDENTITY_TEXT.badLink]);
    }
    // A kind the portal does not issue is a bad request.
    expect((await get(`/identity/check/pensioner/${payload}/${digest}`)).statusCode).toBe(400);
  });

  it('keeps a link valid for the life of the database: the key is made once', async () => {
    const first = (await get('/identity/labor-veteran', citizen)).json().data.checkPath;
    const second = (await get('/identity/labor-veteran', citizen)).json().data.checkPath;
    expect(second).toBe(first);
    const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM signing_keys');
    expect(n).toBe(1);
  });
});
