/**
 * The required mark of a heading that stands for a field (a list that must have a row): the same
 * ' *' MUI puts after a required field's label, hidden from screen readers as MUI's is.
 */
export function RequiredMark() {
  return <span aria-hidden="true">&thinsp;*</span>;
}
