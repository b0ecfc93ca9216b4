import type { DeclaredDefault } from './act-definition';
import { getPointer, parsePointer, setPointer } from './computed';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Fills the declared defaults (act.json `defaults`) of the fields a block shows: each target that is
 * still empty takes the value its source holds, so a person does not type twice what an earlier
 * block already has. A filled target is left alone (the person's own value wins), as is a target
 * whose source is empty. Returns the same object when nothing changes, so a form does not re-render.
 */
export function applyDeclaredDefaults<T>(
  data: T,
  defaults: readonly DeclaredDefault[] | undefined,
  blockFields: readonly string[],
): T {
  let out = data;
  for (const declared of defaults ?? []) {
    if (!blockFields.includes(parsePointer(declared.target)[0] ?? '')) continue;
    for (const { target, from } of rowPairs(out, declared)) {
      const value = getPointer(out, from);
      if (isEmpty(value) || !isEmpty(getPointer(out, target))) continue;
      out = setPointer(out, target, value);
    }
  }
  return out;
}

/**
 * The pairs a declared default stands for. A row-relative one ('/thirdPersons/*\/signature/signer'
 * from '/thirdPersons/*\/fio': the lint makes both share the list up to the '*') is one pair per
 * row of the list the data holds; any other is itself.
 */
function rowPairs(data: unknown, { target, from }: DeclaredDefault): DeclaredDefault[] {
  const star = target.indexOf('/*/');
  if (star < 0) return [{ target, from }];
  const rows = getPointer(data, target.slice(0, star));
  if (!Array.isArray(rows)) return [];
  return rows.map((_row, i) => ({ target: target.replace('/*/', `/${i}/`), from: from.replace('/*/', `/${i}/`) }));
}
