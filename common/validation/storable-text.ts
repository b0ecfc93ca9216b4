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
 * The JSON pointer of the first string in a value (object keys included) that holds a NUL
 * character or a lone surrogate, '' for the value itself, or undefined when every string can
 * be stored. Walks plain objects and arrays, as parsed JSON, query strings and params are.
 */
export function findUnstorableText(value: unknown, pointer = ''): string | undefined {
  if (typeof value === 'string') return hasUnstorableCharacter(value) ? pointer : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findUnstorableText(value[i], `${pointer}/${i}`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const at = `${pointer}/${escapePointerToken(key)}`;
      if (hasUnstorableCharacter(key)) return at;
      const found = findUnstorableText(child, at);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
