// A NUL character, or half of a UTF-16 surrogate pair with no other half. PostgreSQL refuses both
// (in text and in jsonb), so a value holding one can never be stored; no keyboard types them.
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when the text holds a NUL character or a lone surrogate (text PostgreSQL cannot store). */
export function hasUnstorableCharacter(text: string): boolean {
  return UNSTORABLE.test(text);
}

function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * How deep a request's data may nest. The deepest form (an act) goes about six levels down; a body
 * a hundred levels deep is not a form, and thousands of levels once overflowed the stack of a check.
 */
export const MAX_INPUT_DEPTH = 100;

/** What is wrong with a request's data: where (a JSON pointer, '' for the value itself), and why. */
export type InputProblem =
  | { problem: 'unstorableText'; pointer: string }
  | { problem: 'unsafeNumber'; pointer: string }
  | { problem: 'tooDeep'; pointer: string };

/** One value still to look at, with where it is and how deep. */
interface Pending {
  value: unknown;
  pointer: string;
  depth: number;
  /** The key that names it holds unstorable text (reported before the value itself). */
  badKey: boolean;
}

/**
 * The first problem of a value, as parsed JSON, query strings and params are, in document order: a
 * string (object keys included) holding a NUL character or a lone surrogate, a number that is not
 * finite or an integer beyond 2^53 (what `Infinity`, `1e309` or 20 digits become; no column holds
 * them), or nesting deeper than MAX_INPUT_DEPTH. Walks with its own stack, never recursing, so no
 * input can overflow the call stack.
 */
export function findInputProblem(value: unknown): InputProblem | undefined {
  const stack: Pending[] = [{ value, pointer: '', depth: 0, badKey: false }];
  while (stack.length) {
    const next = stack.pop()!;
    const { pointer } = next;
    if (next.badKey) return { problem: 'unstorableText', pointer };
    const current = next.value;
    if (typeof current === 'string') {
      if (hasUnstorableCharacter(current)) return { problem: 'unstorableText', pointer };
      continue;
    }
    if (typeof current === 'number') {
      if (!Number.isFinite(current) || (Number.isInteger(current) && !Number.isSafeInteger(current)))
        return { problem: 'unsafeNumber', pointer };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (next.depth >= MAX_INPUT_DEPTH) return { problem: 'tooDeep', pointer };
    const children: Pending[] = Array.isArray(current)
      ? current.map((child, i) => ({ value: child, pointer: `${pointer}/${i}`, depth: next.depth + 1, badKey: false }))
      : Object.entries(current).map(([key, child]) => ({
          value: child,
          pointer: `${pointer}/${escapePointerToken(key)}`,
          depth: next.depth + 1,
          badKey: hasUnstorableCharacter(key),
        }));
    // Last child first onto the stack, so that the first is looked at first.
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]);
  }
  return undefined;
}
