import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { ListColumn } from '@/components/responsive-list/responsive-list';
import type { GeneratedAct } from '@common/acts/generated/acts';
import type { UiSchemaObject } from '@common/acts/act-schema';
import { displayValue, resolveNode } from '@common/acts/display-value';
import { getPointer } from '@common/acts/computed';

/**
 * The columns every list of schema-driven records shares (the act lists, a person's entries, the
 * questionnaires): the act.json `listColumns` shown as the card shows them, the signed state, the
 * card's link. One builder, so a list cannot say «Подписан» where another says «Подписана».
 */

/** Schema node of a list column pointer, for showing captions and dates. */
export function columnNode(act: GeneratedAct, pointer: string): unknown {
  let node: unknown = act.schema;
  for (const token of pointer.split('/').filter(Boolean)) {
    const resolved = resolveNode(act.schema, node);
    node = /^\d+$/.test(token)
      ? resolved?.items
      : (resolved?.properties as Record<string, unknown> | undefined)?.[token];
  }
  return node;
}

/** The UI schema entry of a list column (its widget says, for one, that a number is money). */
export function columnUi(act: GeneratedAct, pointer: string): UiSchemaObject | undefined {
  let ui: unknown = act.uiSchema;
  for (const token of pointer.split('/').filter(Boolean))
    ui = (ui as Record<string, unknown> | undefined)?.[/^\d+$/.test(token) ? 'items' : token];
  return ui && typeof ui === 'object' ? (ui as UiSchemaObject) : undefined;
}

/** A signed record, or a draft: the same words in every list. */
export function SignedChip({ signedAt }: { signedAt: string | null | undefined }) {
  return signedAt ? <Chip size="small" color="success" label="Подписано" /> : <Chip size="small" label="Черновик" />;
}

/** The signed-state column of any record list. */
export function signedColumn<T extends { signedAt?: string | null }>(): ListColumn<T> {
  return { key: 'state', header: 'Состояние', render: (row) => <SignedChip signedAt={row.signedAt} /> };
}

interface ActRow {
  id: number;
  signedAt?: string | null;
  columns: Record<string, unknown>;
}

/** act.json's list columns, the state and 'Открыть' for a list of the act's records. */
export function actColumns<T extends ActRow>(act: GeneratedAct, card: (id: number) => string): ListColumn<T>[] {
  return [
    ...act.definition.listColumns.map(
      (c): ListColumn<T> => ({
        key: c.pointer,
        header: c.title,
        render: (item) =>
          displayValue(
            act.schema,
            columnNode(act, c.pointer),
            item.columns[c.pointer] ?? getPointer({}, c.pointer),
            columnUi(act, c.pointer),
          ),
      }),
    ),
    signedColumn<T>(),
    {
      key: 'open',
      header: 'Действие',
      render: (item) => (
        <Button size="small" component={RouterLink} to={card(item.id)}>
          Открыть
        </Button>
      ),
    },
  ];
}
