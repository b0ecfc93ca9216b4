import { formatPointer, parsePointer } from '../computed';
import { CUSTOM_STEPS } from './custom-steps';
import {
  ARCHIVE_KEY,
  type AppliedStep,
  type CustomStepFunction,
  type MigrationFile,
  type MigrationPlan,
  type MigrationResult,
  type MigrationStep,
} from './types';

/**
 * The migration engine: applies the steps of migrations/<n>.json to data written under an older
 * version. Pure functions over JSON (no Node or browser APIs), so the server and the browser run
 * the same code. The engine never drops a value quietly: a step whose source is missing does
 * nothing, a step that would write over a value already there stops with a MigrationError.
 */

/** A step cannot be applied; the message is for an analyst (Russian) and names the version, step and pointer. */
export class MigrationError extends Error {
  constructor(
    message: string,
    readonly version?: number,
    readonly step?: number,
  ) {
    super(message);
    this.name = 'MigrationError';
  }
}

type Json = Record<string, unknown>;

const INDEX = /^(0|[1-9]\d*)$/;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function childOf(value: unknown, token: string): unknown {
  if (Array.isArray(value)) return INDEX.test(token) ? value[Number(token)] : undefined;
  return isObject(value) && Object.hasOwn(value, token) ? value[token] : undefined;
}

function getTokens(data: unknown, tokens: readonly string[]): unknown {
  let value = data;
  for (const token of tokens) {
    value = childOf(value, token);
    if (value === undefined) return undefined;
  }
  return value;
}

/** A copy with `value` at `tokens`; a missing container is made an array where `arrays` says the token is an item index. */
function setTokens(container: unknown, tokens: readonly string[], value: unknown, arrays: readonly boolean[]): unknown {
  if (tokens.length === 0) return value;
  const [token, ...rest] = tokens;
  const [asArray = false, ...restArrays] = arrays;
  if (Array.isArray(container) || (container === undefined && asArray)) {
    if (!INDEX.test(token)) throw new MigrationError(`«${token}» не номер элемента списка`);
    const copy = Array.isArray(container) ? [...(container as unknown[])] : [];
    const index = Number(token);
    copy[index] = setTokens(copy[index], rest, value, restArrays);
    return copy;
  }
  if (container !== undefined && !isObject(container))
    throw new MigrationError(`на месте «${token}» записано значение, а не группа полей`);
  const copy: Json = { ...(container ?? {}) };
  copy[token] = setTokens(copy[token], rest, value, restArrays);
  return copy;
}

/** A copy without the value at `tokens`; objects left empty on the way are removed too (not the root, not array items). */
function removeTokens(container: unknown, tokens: readonly string[]): unknown {
  const [token, ...rest] = tokens;
  if (Array.isArray(container)) {
    const copy = [...(container as unknown[])];
    copy[Number(token)] = rest.length === 0 ? undefined : removeTokens(copy[Number(token)], rest);
    return copy;
  }
  const copy: Json = { ...(container as Json) };
  if (rest.length === 0) delete copy[token];
  else {
    const inner = removeTokens(copy[token], rest);
    if (isObject(inner) && Object.keys(inner).length === 0) delete copy[token];
    else copy[token] = inner;
  }
  return copy;
}

/** A pattern's concrete places: one row of item indexes per match of its '*' tokens (one empty row without '*'). */
function indexRows(data: unknown, pattern: readonly string[]): number[][] {
  const last = pattern.lastIndexOf('*');
  if (last < 0) return [[]];
  let partial: Array<{ value: unknown; rows: number[] }> = [{ value: data, rows: [] }];
  for (const token of pattern.slice(0, last + 1)) {
    const next: typeof partial = [];
    for (const { value, rows } of partial) {
      if (token !== '*') {
        const inner = childOf(value, token);
        if (inner !== undefined) next.push({ value: inner, rows });
      } else if (Array.isArray(value))
        value.forEach((item, index) => next.push({ value: item, rows: [...rows, index] }));
    }
    partial = next;
  }
  return partial.map(({ rows }) => rows);
}

/** A place of a pattern: its tokens with the '*'s replaced by `row`, and which tokens are item indexes. */
interface Place {
  tokens: string[];
  arrays: boolean[];
  pointer: string;
}

function place(pattern: readonly string[], row: readonly number[]): Place {
  let next = 0;
  const arrays: boolean[] = [];
  const tokens = pattern.map((token) => {
    arrays.push(token === '*');
    if (token !== '*') return token;
    const index = row[next++];
    if (index === undefined) throw new MigrationError('в указателях шага разное число «*»');
    return String(index);
  });
  return { tokens, arrays, pointer: formatPointer(tokens) };
}

function stars(tokens: readonly string[]): number {
  return tokens.filter((token) => token === '*').length;
}

/** Parses the step's pointers; every pointer of a step must have as many '*' as the first. */
function patterns(pointers: readonly string[]): string[][] {
  const parsed = pointers.map((pointer) => {
    if (!pointer.startsWith('/')) throw new MigrationError(`указатель «${pointer}» должен начинаться с «/»`);
    return parsePointer(pointer);
  });
  if (parsed.some((tokens) => stars(tokens) !== stars(parsed[0])))
    throw new MigrationError(`в указателях ${pointers.map((p) => `«${p}»`).join(', ')} разное число «*»`);
  return parsed;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The state a step works on. */
interface Work {
  data: Json;
  version: number;
  from: string[];
  to: string[];
}

function read(work: Work, target: Place): unknown {
  return getTokens(work.data, target.tokens);
}

/** Writes `value` at an empty place; a value already there is an error (it would be lost). */
function write(work: Work, target: Place, value: unknown): void {
  const existing = read(work, target);
  if (existing !== undefined)
    throw new MigrationError(`в поле «${target.pointer}» уже записано значение ${JSON.stringify(existing)}`);
  work.data = setTokens(work.data, target.tokens, value, target.arrays) as Json;
  work.to.push(target.pointer);
}

function remove(work: Work, source: Place): void {
  work.data = removeTokens(work.data, source.tokens) as Json;
  work.from.push(source.pointer);
}

function moveValue(work: Work, fromPattern: string[], toPattern: string[]): void {
  for (const row of indexRows(work.data, fromPattern)) {
    const source = place(fromPattern, row);
    const value = read(work, source);
    if (value === undefined) continue;
    const target = place(toPattern, row);
    if (target.pointer === source.pointer) continue;
    if (target.pointer.startsWith(`${source.pointer}/`))
      throw new MigrationError(`поле «${source.pointer}» нельзя перенести внутрь самого себя`);
    remove(work, source);
    write(work, target, value);
  }
}

function text(value: unknown, pointer: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new MigrationError(`в поле «${pointer}» записан не текст, его нельзя разделить или соединить`);
}

function splitValue(value: string, step: { separator?: string; pattern?: string; to: string[] }, pointer: string) {
  if (step.pattern !== undefined) {
    const match = new RegExp(step.pattern, 'u').exec(value);
    if (match === null)
      throw new MigrationError(
        `значение ${JSON.stringify(value)} поля «${pointer}» не подходит под шаблон ${step.pattern}`,
      );
    return step.to.map((_, index) => match[index + 1]);
  }
  const separator = step.separator ?? ' ';
  const parts = value.split(separator);
  const head = parts.slice(0, step.to.length - 1);
  const rest = parts.slice(step.to.length - 1);
  return [...head, ...(rest.length > 0 ? [rest.join(separator)] : [])];
}

function applyStep(work: Work, step: MigrationStep, custom: Readonly<Record<string, CustomStepFunction>>): void {
  switch (step.op) {
    case 'rename': {
      if (step.to === '' || step.to.includes('/'))
        throw new MigrationError(`новое имя «${step.to}» должно быть одним словом без «/»`);
      const [fromPattern] = patterns([step.path]);
      if (fromPattern.length === 0) throw new MigrationError('переименовать можно только поле');
      moveValue(work, fromPattern, [...fromPattern.slice(0, -1), step.to]);
      return;
    }
    case 'move': {
      const [fromPattern, toPattern] = patterns([step.from, step.to]);
      if (fromPattern.length === 0 || toPattern.length === 0) throw new MigrationError('перенести можно только поле');
      moveValue(work, fromPattern, toPattern);
      return;
    }
    case 'setDefault': {
      const [pattern] = patterns([step.path]);
      const last = pattern.lastIndexOf('*');
      // With '*' the default goes into each existing item; without, into the record.
      for (const row of indexRows(work.data, pattern)) {
        const target = place(pattern, row);
        if (last >= 0 && getTokens(work.data, target.tokens.slice(0, last + 1)) === undefined) continue;
        if (read(work, target) === undefined) write(work, target, structuredCloneJson(step.value));
      }
      return;
    }
    case 'split': {
      if ((step.separator === undefined) === (step.pattern === undefined))
        throw new MigrationError('у разделения должен быть ровно один из ключей separator или pattern');
      const [fromPattern, ...toPatterns] = patterns([step.from, ...step.to]);
      for (const row of indexRows(work.data, fromPattern)) {
        const source = place(fromPattern, row);
        const value = read(work, source);
        if (value === undefined) continue;
        const parts = splitValue(text(value, source.pointer), step, source.pointer);
        remove(work, source);
        toPatterns.forEach((pattern, index) => {
          const part = parts[index]?.trim();
          if (part !== undefined && part !== '') write(work, place(pattern, row), part);
        });
      }
      return;
    }
    case 'join': {
      const [toPattern, ...fromPatterns] = patterns([step.to, ...step.from]);
      for (const row of indexRows(work.data, fromPatterns[0])) {
        const sources = fromPatterns.map((pattern) => place(pattern, row));
        const values = sources
          .map((source) => ({ source, value: read(work, source) }))
          .filter(({ value }) => value !== undefined && value !== '');
        if (values.length === 0) continue;
        const joined = values.map(({ source, value }) => text(value, source.pointer)).join(step.separator ?? ' ');
        for (const { source } of values) remove(work, source);
        write(work, place(toPattern, row), joined);
      }
      return;
    }
    case 'mapEnum': {
      const [pattern] = patterns([step.path]);
      const mapped = (value: unknown): unknown => {
        const pair = step.values.find(({ from }) => sameJson(from, value));
        return pair === undefined ? value : structuredCloneJson(pair.to);
      };
      for (const row of indexRows(work.data, pattern)) {
        const target = place(pattern, row);
        const value = read(work, target);
        if (value === undefined) continue;
        const next = Array.isArray(value) ? value.map(mapped) : mapped(value);
        if (sameJson(next, value)) continue;
        work.data = setTokens(work.data, target.tokens, next, target.arrays) as Json;
        work.from.push(target.pointer);
        work.to.push(target.pointer);
      }
      return;
    }
    case 'drop': {
      const [pattern] = patterns([step.path]);
      if (pattern.length === 0) throw new MigrationError('в архив можно убрать только поле');
      if (pattern[0] === ARCHIVE_KEY) throw new MigrationError('архив акта убрать нельзя');
      for (const row of indexRows(work.data, pattern)) {
        const source = place(pattern, row);
        const value = read(work, source);
        if (value === undefined) continue;
        remove(work, source);
        const archived = [ARCHIVE_KEY, String(work.version), ...source.tokens];
        write(work, { tokens: archived, arrays: archived.map(() => false), pointer: formatPointer(archived) }, value);
      }
      return;
    }
    case 'custom': {
      const run = custom[step.name];
      if (run === undefined) throw new MigrationError(`шаг «${step.name}» не описан в custom-steps.ts`);
      const result = run(work.data, { version: work.version });
      work.data = result.data;
      work.from.push(...result.from);
      work.to.push(...result.to);
      return;
    }
  }
}

function structuredCloneJson<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** Options of {@link applyMigrations}. */
export interface ApplyOptions {
  /** The custom steps by name; the registered ones of custom-steps.ts when absent. */
  customSteps?: Readonly<Record<string, CustomStepFunction>>;
}

/** Applies one migration file to data written under `file.from`. `data` is not changed. */
export function applyMigrationFile(
  data: Readonly<Record<string, unknown>>,
  file: MigrationFile,
  options: ApplyOptions = {},
): { data: Record<string, unknown>; applied: AppliedStep[] } {
  const custom = options.customSteps ?? CUSTOM_STEPS;
  let current = data as Json;
  const applied: AppliedStep[] = [];
  file.steps.forEach((step, index) => {
    const work: Work = { data: current, version: file.to, from: [], to: [] };
    try {
      applyStep(work, step, custom);
    } catch (error) {
      if (!(error instanceof MigrationError)) throw error;
      throw new MigrationError(
        `Переход к версии ${file.to}, шаг ${index + 1} (${step.op}): ${error.message}`,
        file.to,
        index,
      );
    }
    current = work.data;
    if (work.from.length > 0 || work.to.length > 0)
      applied.push({
        version: file.to,
        step: index,
        op: step.op,
        from: work.from,
        to: work.to,
        ...(step.op === 'custom' ? { name: step.name } : {}),
      });
  });
  return { data: current, applied };
}

/**
 * Takes data written under `fromVersion` to the plan's current version, file by file.
 * Data already current comes back as it is; data of a newer version than the current one, or a
 * missing file on the way, is a MigrationError.
 */
export function applyMigrations<T = Record<string, unknown>>(
  data: Readonly<Record<string, unknown>>,
  fromVersion: number,
  plan: MigrationPlan,
  options: ApplyOptions = {},
): MigrationResult<T> {
  if (!Number.isInteger(fromVersion) || fromVersion < 1)
    throw new MigrationError(`версия данных ${String(fromVersion)} не целое число от 1`);
  if (fromVersion > plan.version)
    throw new MigrationError(
      `данные записаны по версии ${fromVersion}, а текущая версия схемы — ${plan.version}; обновите программу`,
    );
  let current = data as Json;
  const applied: AppliedStep[] = [];
  for (let version = fromVersion + 1; version <= plan.version; version++) {
    const file = plan.migrations.find((candidate) => candidate.to === version);
    if (file === undefined || file.from !== version - 1)
      throw new MigrationError(`нет перехода от версии ${version - 1} к версии ${version}`, version);
    const result = applyMigrationFile(current, file, options);
    current = result.data;
    applied.push(...result.applied);
  }
  return { data: current as T, version: plan.version, applied };
}

/** The data without its archive part, and the archive part (`{}` when nothing was archived). */
export function splitArchive(data: Readonly<Record<string, unknown>>): {
  data: Record<string, unknown>;
  archive: Record<string, unknown>;
} {
  const { [ARCHIVE_KEY]: archive, ...rest } = data;
  return { data: rest, archive: isObject(archive) ? archive : {} };
}
