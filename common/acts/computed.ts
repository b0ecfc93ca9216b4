import type { ComputedField } from './act-definition';

/**
 * Computed fields of an act (act.json `computed`), framework-free so the browser form and the
 * server compute the same values; the server never trusts the client's totals.
 */

/** The tokens of a JSON pointer (RFC 6901): '' is the whole document, '/a~1b/~0c' is ['a/b', '~c']. */
export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new SyntaxError(`JSON pointer must start with '/': ${pointer}`);
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The JSON pointer of the given tokens, escaping '~' and '/' (RFC 6901). */
export function formatPointer(tokens: readonly string[]): string {
  return tokens.map((token) => `/${token.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null;
}

function child(value: unknown, token: string): unknown {
  if (Array.isArray(value)) return /^(0|[1-9]\d*)$/.test(token) ? value[Number(token)] : undefined;
  return isContainer(value) && Object.hasOwn(value, token) ? (value as Record<string, unknown>)[token] : undefined;
}

/** The value at a JSON pointer, or undefined when any step is missing. */
export function getPointer(data: unknown, pointer: string): unknown {
  let value = data;
  for (const token of parsePointer(pointer)) {
    value = child(value, token);
    if (value === undefined) return undefined;
  }
  return value;
}

function setTokens(container: unknown, tokens: readonly string[], value: unknown): unknown {
  if (tokens.length === 0) return value;
  const [token, ...rest] = tokens;
  if (Array.isArray(container)) {
    const copy = [...container];
    const index = token === '-' ? copy.length : Number(token);
    if (!Number.isInteger(index) || index < 0) throw new RangeError(`Not an array index: ${token}`);
    copy[index] = setTokens(copy[index], rest, value);
    return copy;
  }
  const copy: Record<string, unknown> = isContainer(container) ? { ...container } : {};
  copy[token] = setTokens(copy[token], rest, value);
  return copy;
}

/**
 * A copy of `data` with `value` at the pointer; `data` is not changed. Only the containers on
 * the path are copied; missing ones are created as objects; '-' appends to an array.
 */
export function setPointer<T>(data: T, pointer: string, value: unknown): T {
  return setTokens(data, parsePointer(pointer), value) as T;
}

/**
 * The concrete pointers a pattern stands for in `data`: each '*' token expands over the items
 * of the array found there (nothing when there is no array). Other tokens are kept even if
 * the value is missing, so a missing input still has a pointer (and counts as 0 in a sum).
 */
export function expandPointer(data: unknown, pattern: string): string[] {
  let partial: { tokens: string[]; value: unknown }[] = [{ tokens: [], value: data }];
  for (const token of parsePointer(pattern)) {
    const next: typeof partial = [];
    for (const { tokens, value } of partial) {
      if (token !== '*') next.push({ tokens: [...tokens, token], value: child(value, token) });
      else if (Array.isArray(value))
        value.forEach((item, index) => next.push({ tokens: [...tokens, String(index)], value: item }));
    }
    partial = next;
  }
  return partial.map(({ tokens }) => formatPointer(tokens));
}

/**
 * A value as a number for a sum: finite numbers as they are, strings as typed in a Russian
 * form ('12,5', '1 234,50', '-3'), anything else (missing, empty, text, booleans) as 0.
 */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  const text = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return 0;
  return Number(text);
}

/** Rounds to kopecks so sums like 0.1 + 0.2 give 0.3, not 0.30000000000000004. */
export function roundTo2(value: number): number {
  const rounded = Math.round(value * 100 + Math.sign(value) * 1e-7) / 100;
  return rounded === 0 ? 0 : rounded;
}

/** The value of one computed field in `data`. */
export function computeField(data: unknown, field: ComputedField): number {
  switch (field.op) {
    case 'sum': {
      let sum = 0;
      for (const source of field.sources) {
        for (const pointer of expandPointer(data, source)) sum += toNumber(getPointer(data, pointer));
      }
      return roundTo2(sum);
    }
  }
}

/**
 * A new object with every computed target set, in the order of `computed` (so a total may use
 * an earlier total); `data` itself is never changed. 'sum' adds the numbers at the source
 * pointers ('*' expands over array items; '12,5' counts as 12.5; missing or non-numeric
 * values count as 0) and rounds to 2 decimals. Targets are plain pointers (no '*').
 */
export function applyComputed<T>(data: T, computed: readonly ComputedField[]): T {
  let result = (Array.isArray(data) ? [...data] : isContainer(data) ? { ...data } : data) as T;
  for (const field of computed) result = setPointer(result, field.target, computeField(result, field));
  return result;
}
