import { memo, useMemo, useState } from 'react';
import Form from '@rjsf/mui';
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
import { fields, widgets } from '@/forms/widgets';
import { displayValue, resolveNode } from '@/forms/display-value';
import { precompiledValidator, toErrorSchema, type FieldError } from './schema-validator';
import { DEFAULT_FORM_STATE } from './form-defaults';
import { formTemplates } from './templates';

export interface ListBlockProps {
  root: ActSchema;
  field: string;
  columns: string[];
  uiSchema: UiSchema | undefined;
  items: Record<string, unknown>[];
  readOnly: boolean;
  /** Errors of the whole block; those under this list are shown per row. */
  errors: FieldError[];
  /** Checks one item in place: the errors under /field/index, relative to the item. */
  checkItem: (items: Record<string, unknown>[], index: number) => FieldError[];
  onChange: (items: Record<string, unknown>[]) => void;
}

const validator = precompiledValidator();

/**
 * A long list as a summary table: key columns, 'Добавить', one row edited at a time in a dialog,
 * delete after confirmation. Typing in a row re-renders only that dialog, at any list length.
 */
export const ListBlock = memo(function ListBlock({ root, field, columns, uiSchema, items, readOnly, errors, checkItem, onChange }: ListBlockProps) {
  const listSchema = resolveNode(root, root.properties[field]) as JsonSchemaObject;
  const itemSchema = { ...(resolveNode(root, listSchema.items) ?? {}), definitions: root.definitions } as RJSFSchema;
  const itemProps = (itemSchema.properties ?? {}) as Record<string, unknown>;
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
          initial={items[editing] ?? {}}
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
  initial: Record<string, unknown>;
  check: (item: Record<string, unknown>) => { next: Record<string, unknown>[]; problems: FieldError[] };
  onDone: (items: Record<string, unknown>[]) => void;
  onCancel: () => void;
}

/** One row edited in a dialog. Its state is its own, so typing re-renders the dialog only, not the table. */
function RowDialog({ title, field, schema, uiSchema, initial, check, onDone, onCancel }: RowDialogProps) {
  const [item, setItem] = useState(initial);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const ui = useMemo(() => ({ ...uiSchema, 'ui:submitButtonOptions': { norender: true } }), [uiSchema]);
  const errorSchema = useMemo(() => toErrorSchema(errors), [errors]);
  const commit = () => {
    const { next, problems } = check(item);
    if (problems.length) setErrors(problems);
    else onDone(next);
  };
  return (
    <Dialog open fullWidth maxWidth="md" onClose={onCancel} aria-labelledby="list-row-title">
      <DialogTitle id="list-row-title">{title}</DialogTitle>
      <DialogContent>
        <Form
          schema={schema}
          uiSchema={ui}
          formData={item}
          validator={validator}
          widgets={widgets}
          fields={fields}
          templates={formTemplates}
          idPrefix={`${field}_row`}
          experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE}
          extraErrors={errorSchema}
          showErrorList={false}
          noHtml5Validate
          onChange={(e) => setItem((e.formData ?? {}) as Record<string, unknown>)}
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
