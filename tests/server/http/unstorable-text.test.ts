import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH, validationMessages } from '../../../common/validation/index.ts';
import { ACTS } from '../../../common/acts/generated/acts.ts';
import { sampleBlockData, sampleActData } from '../../../codegen/sample-data.ts';
import { createTestApp, describeEachDb, type TestApp } from '../test-app.ts';

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';

interface Parameter {
  in: 'path' | 'query';
  name: string;
  required?: boolean;
  schema?: { type?: string };
}
interface JsonSchemaNode {
  type?: string;
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchemaNode }> };
}

/** A plain valid-looking value of a schema type, so only the probed input is wrong. */
const filler = (type: string | undefined): unknown =>
  type === 'integer' || type === 'number'
    ? 1
    : type === 'boolean'
      ? true
      : type === 'object'
        ? {}
        : type === 'array'
          ? []
          : 'a';

/** Every request an outside probe would try: each string input of each operation, one at a time, holding a NUL. */
function probes(doc: { paths: Record<string, Record<string, Operation>> }) {
  const list: Array<{ method: string; url: string; body?: unknown; what: string }> = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const params = op.parameters ?? [];
      const schema = op.requestBody?.content['application/json']?.schema;
      const baseBody = schema
        ? Object.fromEntries((schema.required ?? []).map((name) => [name, filler(schema.properties?.[name]?.type)]))
        : undefined;
      const build = (bad?: Parameter) => {
        let url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
          bad?.in === 'path' && bad.name === name ? encodeURIComponent(NUL) : '1',
        );
        const query = params.filter((p) => p.in === 'query' && (p.required || p === bad));
        if (query.length)
          url += `?${query.map((p) => `${p.name}=${encodeURIComponent(p === bad ? NUL : String(filler(p.schema?.type)))}`).join('&')}`;
        return url;
      };
      // Path and query parameters of any type: the text of a URL is a string before any coercion.
      for (const parameter of params)
        list.push({ method, url: build(parameter), body: baseBody, what: `${parameter.in} ${parameter.name}` });
      for (const [name, property] of Object.entries(schema?.properties ?? {})) {
        // A free-form object (an act block's data) gets a NUL in a nested text field.
        const value =
          property.type === 'object'
            ? { note: NUL }
            : property.type === 'string' || property.type === undefined
              ? NUL
              : undefined;
        if (value !== undefined)
          list.push({ method, url: build(), body: { ...baseBody, [name]: value }, what: `body ${name}` });
      }
    }
  }
  return list;
}

/** The numbers an outside probe tried: beyond any column, or no number at all once parsed. */
const BAD_NUMBERS = ['Infinity', '1e309', '99999999999999999999', '-1e309'];

/**
 * Every integer or number input of each operation, one at a time, holding each of BAD_NUMBERS: in the
 * address and the query as typed, in a JSON body as written (1e309 parses to Infinity).
 */
function numberProbes(doc: { paths: Record<string, Record<string, Operation>> }) {
  const list: Array<{ method: string; url: string; body?: string; what: string }> = [];
  const numeric = (type: string | undefined) => type === 'integer' || type === 'number';
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const params = op.parameters ?? [];
      const schema = op.requestBody?.content['application/json']?.schema;
      const baseBody = schema
        ? Object.fromEntries((schema.required ?? []).map((name) => [name, filler(schema.properties?.[name]?.type)]))
        : undefined;
      const build = (bad?: Parameter, value = '') => {
        let url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
          bad?.in === 'path' && bad.name === name ? value : '1',
        );
        const query = params.filter((p) => p.in === 'query' && (p.required || p === bad));
        if (query.length)
          url += `?${query.map((p) => `${p.name}=${p === bad ? value : encodeURIComponent(String(filler(p.schema?.type)))}`).join('&')}`;
        return url;
      };
      const body = baseBody === undefined ? undefined : JSON.stringify(baseBody);
      for (const value of BAD_NUMBERS) {
        for (const parameter of params.filter((p) => numeric(p.schema?.type)))
          list.push({ method, url: build(parameter, value), body, what: `${parameter.in} ${parameter.name}=${value}` });
        for (const [name, property] of Object.entries(schema?.properties ?? {}))
          if (numeric(property.type))
            list.push({
              method,
              url: build(),
              // Written into the JSON text: JSON.stringify would turn Infinity into null.
              body: JSON.stringify({ ...baseBody, [name]: 0 }).replace(
                `"${name}":0`,
                `"${name}":${value.replace('Infinity', '1e999')}`,
              ),
              what: `body ${name}=${value}`,
            });
      }
    }
  }
  return list;
}

describeEachDb('text PostgreSQL cannot store', (kind) => {
  let t: TestApp;
  let admin: { cookie: string };
  const refusedForText = (res: { statusCode: number; json: () => { messages?: Array<{ text: string }> } }) =>
    res.statusCode === 400 &&
    (res.json().messages ?? []).some((m) => m.text.endsWith(validationMessages.unstorableText));

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn('admin');
  });
  afterAll(() => t?.close());

  it('answers anonymous probes of public reads with 400 and a Russian message, not 500', async () => {
    for (const url of [
      '/api/public/registry?search=a%00b',
      '/api/addresses/addr-street?cityId=1&search=a%00',
      '/api/public/news/1%00',
    ]) {
      const res = await t.app.inject(url);
      expect(refusedForText(res), `${url}: ${res.statusCode} ${res.body}`).toBe(true);
    }
    const nul = await t.app.inject('/api/public/registry?search=a%00b');
    expect(nul.json().messages[0].text).toBe(
      `Некорректные данные (поле «search»): ${validationMessages.unstorableText}`,
    );
    // A NUL in a query parameter's name is refused as well (the name is shown without it).
    const key = await t.app.inject('/api/public/registry?se%00arch=1');
    expect(refusedForText(key)).toBe(true);
    expect(key.json().messages[0].text).toContain('«se?arch»');
  });

  it('refuses an act save with a NUL or a lone surrogate in a text field and leaves the act as it was', async () => {
    const act = ACTS['test-act'];
    const { headers } = await t.signInEmployee('worker', 3);
    const person = (
      await t.app.inject({ method: 'POST', url: '/api/test-act/persons/search', payload: {}, headers })
    ).json().data;
    const personId = (Array.isArray(person) ? person : person.items)[0].id;
    const created = (await t.app.inject({ method: 'POST', url: `/api/test-act/create/${personId}`, headers })).json()
      .data;
    const block = act.definition.blocks[0];
    const sample = sampleBlockData(sampleActData(act.schema, act.definition), block.fields);
    const textField = block.fields.find((f) => typeof sample[f] === 'string')!;
    for (const bad of [NUL, LONE_SURROGATE]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/test-act/${block.save}`,
        payload: JSON.stringify({
          id: created.id,
          version: created.version,
          block: block.number,
          data: { ...sample, [textField]: bad },
        }),
        headers: { ...headers, 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().messages[0].text).toBe(
        `Некорректные данные (поле «data.${textField}»): ${validationMessages.unstorableText}`,
      );
    }
    const after = (await t.app.inject({ url: `/api/test-act/get/${created.id}`, headers })).json().data;
    expect(after.version).toBe(created.version);
  });

  it('sweeps every operation of the OpenAPI document with a NUL in each input: 400, never 500', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    const list = probes(doc);
    expect(list.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const probe of list) {
      const res = await t.app.inject({
        method: probe.method.toUpperCase() as 'GET',
        url: probe.url,
        payload: probe.body as object,
        headers: admin,
      });
      if (!refusedForText(res))
        failures.push(`${probe.method} ${probe.url} (${probe.what}): ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('sweeps every integer and number input with Infinity, 1e309 and 20 digits: 400 in Russian, never 500', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    const list = numberProbes(doc);
    expect(list.length).toBeGreaterThan(200);
    const failures: string[] = [];
    for (const probe of list) {
      const res = await t.app.inject({
        method: probe.method.toUpperCase() as 'GET',
        url: probe.url,
        payload: probe.body,
        headers: probe.body === undefined ? admin : { ...admin, 'content-type': 'application/json' },
      });
      const text = res.statusCode === 400 ? ((res.json().messages ?? [])[0]?.text ?? '') : '';
      if (!text.startsWith('Некорректные данные'))
        failures.push(`${probe.method} ${probe.url} (${probe.what}): ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it('refuses a body nested thousands of levels deep on every JSON route with 400 in Russian, not a stack overflow', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as { paths: Record<string, Record<string, Operation>> };
    const deep = `{"a":${'['.repeat(3500)}${']'.repeat(3500)}}`;
    const routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method, op]) => method === 'post' && op.requestBody?.content['application/json'])
        .map(([method]) => ({ method, url: path.replace(/\{(\w+)\}/g, '1') })),
    );
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const route of routes) {
      const res = await t.app.inject({
        method: 'POST',
        url: route.url,
        payload: deep,
        headers: { ...admin, 'content-type': 'application/json' },
      });
      const text = res.statusCode === 400 ? ((res.json().messages ?? [])[0]?.text ?? '') : '';
      if (text !== `Некорректные данные (в теле запроса): ${validationMessages.tooDeep(MAX_INPUT_DEPTH)}`)
        failures.push(`${route.url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    // Without signing in, as the probe did.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/public/navigator/soc-msp-list',
      payload: deep,
      headers: { 'content-type': 'application/json' },
    });
    expect(anonymous.statusCode).toBe(400);
  }, 120_000);

  it('answers the probe’s own examples with 400 in Russian', async () => {
    for (const url of ['/api/public/news/Infinity', '/api/public/news?page=1e309', '/api/public/news?page=1e308']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().messages[0].text, url).toMatch(/^Некорректные данные \((поле|в адресе|в параметрах)/);
    }
    const citizen = await t.signIn('citizen');
    const sign = await t.app.inject({ method: 'POST', url: '/api/service-contract/1/1e309/sign', headers: citizen });
    expect(sign.statusCode).toBe(400);
    const big = await t.app.inject({ url: '/api/files/guardian-report-files?id=99999999999999999999', headers: admin });
    expect(big.statusCode).toBe(400);
  });
});
