import type { DeclaredDefault } from './act-definition';
import { getPointer, parsePointer, setPointer } from './computed';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Fills the declared defaults (act.json `defaults`) of the fields a block shows: each target that is
 * still empty takes the value its source holds, so a person does not type twice what an earlier
 * block already has. A filled target is left alone (the person's own value wins), as is a target
 * whose source is empty. Returns the same object when nothing changes, so a form does not re-render.
 */
export function applyDeclaredDefaults<T>(data: T, defaults: readonly DeclaredDefault[] | undefined, blockFields: readonly string[]): T {
  let out = data;
  for (const { target, from } of defaults ?? []) {
    if (!blockFields.includes(parsePointer(target)[0] ?? '')) continue;
    const value = getPointer(out, from);
    if (isEmpty(value) || !isEmpty(getPointer(out, target))) continue;
    out = setPointer(out, target, value);
  }
  return out;
}
