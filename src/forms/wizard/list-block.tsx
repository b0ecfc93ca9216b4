import { memo, useContext, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import type { ActSchema, JsonSchemaObject } from '@/forms/act-schema';
import type { FormKit } from '@/forms/widgets/registry';
import { displayValue, resolveNode } from '@/forms/display-value';
import { precompiledValidator, toErrorSchema, type FieldError } from './schema-validator';
import { DEFAULT_FORM_STATE } from './form-defaults';
import { ActDefinitionContext } from './act-context';
import { apiRequest } from '@/api/client';
import { callPath, type RowLookup } from '@/forms/act-definition';
import { ThemedForm as Form } from './themed-form';

export interface ListBlockProps {
  root: ActSchema;
  field: string;
  columns: string[];
  uiSchema: UiSchema | undefined;
  /** The block's widgets and fields, the rows' among them. */
  kit: FormKit;
  items: Record<string, unknown>[];
  readOnly: boolean;
  /** Errors of the whole block; those under this list are shown per row. */
  errors: FieldError[];
  /** Checks one item in place: the errors under /field/index, relative to the item. */
  checkItem: (items: Record<string, unknown>[], index: number) => FieldError[];
  onChange: (items: Record<string, unknown>[]) => void;
}

const validator = precompiledValidator();
const NO_LOOKUPS: RowLookup[] = [];
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

/**
 * A long list as a summary table: key columns, 'Добавить', one row edited at a time in a dialog,
 * delete after confirmation. Typing in a row re-renders only that dialog, at any list length.
 */
export const ListBlock = memo(function ListBlock({ root, field, columns, uiSchema, kit, items, readOnly, errors, checkItem, onChange }: ListBlockProps) {
  const listSchema = resolveNode(root, root.properties[field]) as JsonSchemaObject;
  const itemSchema = { ...(resolveNode(root, listSchema.items) ?? {}), definitions: root.definitions } as RJSFSchema;
  const itemProps = (itemSchema.properties ?? {}) as Record<string, unknown>;
  const definition = useContext(ActDefinitionContext);
  const lookups = definition?.blocks.find((b) => b.list?.field === field)?.list?.lookups ?? NO_LOOKUPS;
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const rowHasErrors = (index: number) => errors.some((e) => e.pointer.startsWith(`/${field}/${index}/`) || e.pointer === `/${field}/${index}`);
  const title = typeof listSchema.title === 'string' ? listSchema.title : field;

  const check = (index: number, item: Record<string, unknown>) => {
    const next = [...items];
    next[index] = item;
    return { next, problems: checkItem(next, index) };
  };

  return (
    <section aria-label={title}>
      <Typography variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      <TableContainer sx={{ mb: 1 }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>№</TableCell>
              {columns.map((c) => (
                <TableCell key={c}>{String((resolveNode(root, itemProps[c])?.title as string | undefined) ?? c)}</TableCell>
              ))}
              {!readOnly && <TableCell align="right">Действия</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item, index) => (
              <TableRow key={index} sx={rowHasErrors(index) ? { bgcolor: 'error.light' } : undefined}>
                <TableCell>{index + 1}</TableCell>
                {columns.map((c) => (
                  <TableCell key={c}>{displayValue(root, itemProps[c], item[c])}</TableCell>
                ))}
                {!readOnly && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton aria-label={`Изменить строку ${index + 1}`} onClick={() => setEditing(index)}>
                      <EditIcon />
                    </IconButton>
                    <IconButton aria-label={`Удалить строку ${index + 1}`} onClick={() => setDeleting(index)}>
                      <DeleteIcon />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            ))}
            {items.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length + 2}>
                  <Typography color="text.secondary">Записей нет</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {!readOnly && (
        <Button startIcon={<AddIcon />} onClick={() => setEditing(items.length)}>
          Добавить
        </Button>
      )}

      {editing !== null && (
        <RowDialog
          title={`${title}: ${editing < items.length ? `строка ${editing + 1}` : 'новая строка'}`}
          field={field}
          schema={itemSchema}
          uiSchema={(uiSchema?.items as UiSchema | undefined) ?? {}}
          kit={kit}
          initial={items[editing] ?? {}}
          apiPrefix={definition?.apiPrefix}
          lookups={lookups}
          check={(item) => check(editing, item)}
          onDone={(next) => {
            onChange(next);
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      )}

      {deleting !== null && (
        <Dialog open onClose={() => setDeleting(null)} aria-labelledby="list-delete-title">
          <DialogTitle id="list-delete-title">Удалить строку {deleting + 1}?</DialogTitle>
          <DialogContent>
            <DialogContentText>Строка будет удалена из перечня. Изменение сохранится вместе с блоком.</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDeleting(null)}>Отмена</Button>
            <Button
              color="error"
              variant="contained"
              onClick={() => {
                onChange(items.filter((_, i) => i !== deleting));
                setDeleting(null);
              }}
            >
              Удалить
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </section>
  );
});

interface RowDialogProps {
  title: string;
  field: string;
  schema: RJSFSchema;
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
function RowDialog({ title, field, schema, uiSchema, kit, initial, apiPrefix, lookups, check, onDone, onCancel }: RowDialogProps) {
  const latestRef = useRef(initial);
  const [formData, setFormData] = useState(initial);
  const change = useRowLookups(apiPrefix, lookups, latestRef, setFormData);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const ui = useMemo(() => ({ ...uiSchema, 'ui:submitButtonOptions': { norender: true } }), [uiSchema]);
  const errorSchema = useMemo(() => toErrorSchema(errors), [errors]);
  const commit = () => {
    const { next, problems } = check(latestRef.current);
    if (problems.length) {
      // rjsf takes `formData` from the props again whenever any prop changes (here its errors).
      setFormData(latestRef.current);
      setErrors(problems);
    } else onDone(next);
  };
  return (
    <Dialog open fullWidth maxWidth="md" onClose={onCancel} aria-labelledby="list-row-title">
      <DialogTitle id="list-row-title">{title}</DialogTitle>
      <DialogContent>
        <Form
          schema={schema}
          uiSchema={ui}
          formData={formData}
          validator={validator}
          widgets={kit.widgets}
          fields={kit.fields}
          idPrefix={`${field}_row`}
          experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE}
          extraErrors={errorSchema}
          showErrorList={false}
          noHtml5Validate
          onChange={(e) => change((e.formData ?? {}) as Record<string, unknown>)}
        />
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
          const untouched = target === undefined || (given.current.has(lookup.target) && target === given.current.get(lookup.target));
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
