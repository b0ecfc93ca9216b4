import { memo, useContext, useMemo, useState } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RequiredMark } from './required-mark';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import type { ActSchema, JsonSchemaObject } from '@common/acts/act-schema';
import { listRowSchema } from '@common/acts/form-roots';
import type { FormKit } from '@/forms/widgets/registry';
import { displayValue, resolveNode } from '@common/acts/display-value';
import type { FieldError, FormValidatorSource } from './schema-validator';
import { ActDefinitionContext } from './act-context';
import type { RowLookup } from '@common/acts/act-definition';
import { onDemand, OnDemandPart } from '@/components/on-demand';

export interface ListBlockProps {
  root: ActSchema;
  field: string;
  columns: string[];
  uiSchema: UiSchema | undefined;
  /** The block's widgets and fields, the rows' among them. */
  kit: FormKit;
  /** rjsf's precompiled functions of the block's forms, the row form's among them. */
  formValidators: FormValidatorSource;
  items: Record<string, unknown>[];
  readOnly: boolean;
  /** Errors of the whole block; those under this list are shown per row. */
  errors: FieldError[];
  /** Checks one item in place: the errors under /field/index, relative to the item. */
  checkItem: (items: Record<string, unknown>[], index: number) => FieldError[];
  onChange: (items: Record<string, unknown>[]) => void;
}

const NO_LOOKUPS: RowLookup[] = [];
// A row is edited (or deleted) in a dialog: its code, rjsf's form for one row included, comes when
// the person first points at 'Добавить' or a row's buttons, not with the block.
const RowDialog = onDemand(() => import('./list-row-dialog').then((module) => module.RowDialog));
const DeleteRowDialog = onDemand(() => import('./list-row-dialog').then((module) => module.DeleteRowDialog));
const prefetchDialogs = () => {
  RowDialog.prefetch();
  DeleteRowDialog.prefetch();
};

/** In place of a row's dialog whose code could not be downloaded: the list is as it was, and the next try downloads again. */
function DialogUnavailable({ onClose }: { onClose: () => void }) {
  return (
    <Alert
      severity="error"
      sx={{ mt: 1 }}
      action={
        <Button color="inherit" size="small" onClick={onClose}>
          Закрыть
        </Button>
      }
    >
      Не удалось открыть строку: нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.
    </Alert>
  );
}

/**
 * A long list as a summary table: key columns, 'Добавить', one row edited at a time in a dialog,
 * delete after confirmation. Typing in a row re-renders only that dialog, at any list length.
 */
export const ListBlock = memo(function ListBlock({
  root,
  field,
  columns,
  uiSchema,
  kit,
  formValidators,
  items,
  readOnly,
  errors,
  checkItem,
  onChange,
}: ListBlockProps) {
  const listSchema = resolveNode(root, root.properties[field]) as JsonSchemaObject;
  // The same object for the person's whole visit: rjsf's validator is made for it once.
  const itemSchema = useMemo(() => listRowSchema(root, field) as RJSFSchema, [root, field]);
  const itemProps = (itemSchema.properties ?? {}) as Record<string, unknown>;
  const definition = useContext(ActDefinitionContext);
  const ownBlock = definition?.blocks.find((b) => b.list?.field === field);
  const lookups = ownBlock?.list?.lookups ?? NO_LOOKUPS;
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const rowHasErrors = (index: number) =>
    errors.some((e) => e.pointer.startsWith(`/${field}/${index}/`) || e.pointer === `/${field}/${index}`);
  const title = typeof listSchema.title === 'string' ? listSchema.title : field;
  const required = (root.required ?? []).includes(field) || Number(listSchema.minItems ?? 0) > 0;

  const check = (index: number, item: Record<string, unknown>) => {
    const next = [...items];
    next[index] = item;
    return { next, problems: checkItem(next, index) };
  };

  return (
    <section aria-label={title}>
      {/* A block that is only this list is already headed by its title («Блок 2. Недвижимое имущество»). */}
      {ownBlock?.title.trim() !== title.trim() && (
        <Typography variant="h6" component="h3" gutterBottom>
          {title}
          {required && <RequiredMark />}
        </Typography>
      )}
      {/* Wider than a phone: the table scrolls on its own, and the keyboard can scroll it too. */}
      <TableContainer
        sx={{ mb: 1 }}
        tabIndex={0}
        role="region"
        aria-label={`${title}: таблица, прокручивается по горизонтали`}
      >
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>№</TableCell>
              {columns.map((c) => (
                <TableCell key={c}>
                  {String((resolveNode(root, itemProps[c])?.title as string | undefined) ?? c)}
                </TableCell>
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
                    <IconButton
                      aria-label={`Изменить строку ${index + 1}`}
                      onClick={() => setEditing(index)}
                      onPointerEnter={prefetchDialogs}
                      onFocus={prefetchDialogs}
                    >
                      <EditIcon />
                    </IconButton>
                    <IconButton
                      aria-label={`Удалить строку ${index + 1}`}
                      onClick={() => setDeleting(index)}
                      onPointerEnter={prefetchDialogs}
                      onFocus={prefetchDialogs}
                    >
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
        <Button
          startIcon={<AddIcon />}
          onClick={() => setEditing(items.length)}
          onPointerEnter={prefetchDialogs}
          onFocus={prefetchDialogs}
        >
          Добавить
        </Button>
      )}

      {editing !== null && (
        <OnDemandPart failed={<DialogUnavailable onClose={() => setEditing(null)} />}>
          <RowDialog
            title={`${title}: ${editing < items.length ? `строка ${editing + 1}` : 'новая строка'}`}
            field={field}
            schema={itemSchema}
            formValidators={formValidators}
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
        </OnDemandPart>
      )}

      {deleting !== null && (
        <OnDemandPart failed={<DialogUnavailable onClose={() => setDeleting(null)} />}>
          <DeleteRowDialog
            row={deleting + 1}
            onCancel={() => setDeleting(null)}
            onDelete={() => {
              onChange(items.filter((_, i) => i !== deleting));
              setDeleting(null);
            }}
          />
        </OnDemandPart>
      )}
    </section>
  );
});
