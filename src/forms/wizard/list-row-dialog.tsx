import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { FormKit } from '@/forms/widgets/registry';
import { apiRequest } from '@/api/client';
import { usePhone } from '@/components/use-phone';
import { callPath, type RowLookup } from '@common/acts/act-definition';
import {
  formValidator,
  toErrorSchema,
  withOwnErrors,
  type FieldError,
  type FormValidatorSource,
} from './schema-validator';
import { OwnErrorsContext } from '@/forms/widgets/field-error';
import { DEFAULT_FORM_STATE } from './form-defaults';
import { ThemedForm as Form } from './themed-form';

/** The dialogs of a long list (ListBlock): one row edited, a row deleted after confirmation. Loaded when first wanted. */

/** Answers of lookup calls (a norm of time per service type), kept for the page's life. */
const lookupCache = new Map<string, Promise<unknown>>();

function lookupValue(prefix: string, lookup: RowLookup, source: unknown): Promise<unknown> {
  const path = callPath(prefix, lookup.call.replace('{id}', encodeURIComponent(String(source))));
  let answer = lookupCache.get(path);
  if (!answer) {
    answer = apiRequest<Record<string, unknown>>('GET', path, { quiet: true }).then((data) => data?.[lookup.value]);
    answer.catch(() => lookupCache.delete(path));
    lookupCache.set(path, answer);
  }
  return answer;
}

const lookupable = (value: unknown) => typeof value === 'number' || (typeof value === 'string' && value !== '');

export interface RowDialogProps {
  title: string;
  field: string;
  /** The row's schema (listRowSchema of the block's part), for which `formValidators` holds rjsf's functions. */
  schema: RJSFSchema;
  formValidators: FormValidatorSource;
  uiSchema: UiSchema;
  kit: FormKit;
  initial: Record<string, unknown>;
  /** The act's API prefix and the row's lookups (none outside a wizard). */
  apiPrefix?: string;
  lookups: RowLookup[];
  check: (item: Record<string, unknown>) => { next: Record<string, unknown>[]; problems: FieldError[] };
  onDone: (items: Record<string, unknown>[]) => void;
  onCancel: () => void;
}

/**
 * One row edited in a dialog. rjsf keeps the typed values in its own state: the dialog holds the
 * latestRef in a ref and renders again only when its errors change or a lookup fills a field, so a
 * key costs one rjsf render, not two (its own, then one more for a changed `formData`).
 */
export function RowDialog({
  title,
  field,
  schema,
  formValidators,
  uiSchema,
  kit,
  initial,
  apiPrefix,
  lookups,
  check,
  onDone,
  onCancel,
}: RowDialogProps) {
  const phone = usePhone();
  const latestRef = useRef(initial);
  const [formData, setFormData] = useState(initial);
  const change = useRowLookups(apiPrefix, lookups, latestRef, setFormData);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const validator = useMemo(() => formValidator(formValidators, schema), [formValidators, schema]);
  const ui = useMemo(() => ({ ...uiSchema, 'ui:submitButtonOptions': { norender: true } }), [uiSchema]);
  const errorSchema = useMemo(() => toErrorSchema(errors), [errors]);
  // The row's widgets name some mistakes themselves (a date later than allowed): the row waits for them too.
  const prefix = `${field}_row`;
  const ownErrors = useRef(new Map<string, string>());
  const reportOwn = useCallback(
    (id: string, message: string | undefined) => {
      if (!id.startsWith(`${prefix}_`)) return;
      const pointer = `/${id.slice(prefix.length + 1).replaceAll('_', '/')}`;
      if (message === undefined) ownErrors.current.delete(pointer);
      else ownErrors.current.set(pointer, message);
    },
    [prefix],
  );
  const commit = () => {
    const checked = check(latestRef.current);
    const { next } = checked;
    const problems = withOwnErrors(checked.problems, ownErrors.current);
    if (problems.length) {
      // rjsf takes `formData` from the props again whenever any prop changes (here its errors).
      setFormData(latestRef.current);
      setErrors(problems);
    } else onDone(next);
  };
  return (
    <Dialog open fullWidth fullScreen={phone} maxWidth="md" onClose={onCancel} aria-labelledby="list-row-title">
      <DialogTitle id="list-row-title">{title}</DialogTitle>
      <DialogContent>
        <OwnErrorsContext.Provider value={reportOwn}>
          <Form
            schema={schema}
            uiSchema={ui}
            formData={formData}
            validator={validator}
            widgets={kit.widgets}
            fields={kit.fields}
            idPrefix={prefix}
            experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE}
            extraErrors={errorSchema}
            showErrorList={false}
            noHtml5Validate
            onChange={(e) => change((e.formData ?? {}) as Record<string, unknown>)}
          />
        </OwnErrorsContext.Provider>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Отмена</Button>
        <Button variant="contained" onClick={commit}>
          Готово
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The row's lookups: when a source field changes, its value is fetched (e.g. the norm of time of
 * the chosen service) and put into the target, unless the person typed their own figure there.
 * A target still holding the value a lookup gave (now or for the row's first source) counts as
 * not typed, so choosing another service brings that service's norm.
 */
function useRowLookups(
  apiPrefix: string | undefined,
  lookups: RowLookup[],
  latestRef: RefObject<Record<string, unknown>>,
  setFormData: (data: Record<string, unknown>) => void,
) {
  const given = useRef(new Map<string, unknown>());
  useEffect(() => {
    if (!apiPrefix) return;
    const first = latestRef.current;
    for (const lookup of lookups) {
      const source = first[lookup.source];
      if (lookupable(source))
        void lookupValue(apiPrefix, lookup, source).then(
          (value) => given.current.has(lookup.target) || given.current.set(lookup.target, value),
          () => undefined,
        );
    }
    // The row's first values only: later changes go through `change`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (next: Record<string, unknown>) => {
    const before = latestRef.current;
    latestRef.current = next;
    if (!apiPrefix) return;
    for (const lookup of lookups) {
      const source = next[lookup.source];
      if (source === before[lookup.source] || !lookupable(source)) continue;
      lookupValue(apiPrefix, lookup, source).then(
        (value) => {
          const current = latestRef.current;
          if (value === undefined || value === null || current[lookup.source] !== source) return;
          const target = current[lookup.target];
          const untouched =
            target === undefined || (given.current.has(lookup.target) && target === given.current.get(lookup.target));
          if (!untouched) return;
          given.current.set(lookup.target, value);
          latestRef.current = { ...current, [lookup.target]: value };
          setFormData(latestRef.current);
        },
        () => undefined,
      );
    }
  };
}

/** 'Удалить строку N?': the list changes only after the person confirms. */
export function DeleteRowDialog({
  row,
  onCancel,
  onDelete,
}: {
  row: number;
  onCancel: () => void;
  onDelete: () => void;
}) {
  return (
    <Dialog open onClose={onCancel} aria-labelledby="list-delete-title">
      <DialogTitle id="list-delete-title">Удалить строку {row}?</DialogTitle>
      <DialogContent>
        <DialogContentText>Строка будет удалена из перечня. Изменение сохранится вместе с блоком.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Отмена</Button>
        <Button color="error" variant="contained" onClick={onDelete}>
          Удалить
        </Button>
      </DialogActions>
    </Dialog>
  );
}
