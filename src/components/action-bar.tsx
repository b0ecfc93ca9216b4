import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ActionDef } from '@common/workflow/state-table';

export interface ActionBarProps<A extends string> {
  /** The actions to offer, in order: exactly those the state table allows the signed-in side (the card's `allowedActions`). */
  actions: readonly A[];
  /** The record's state table (common/workflow/state-table.ts), or its actions alone: each one's caption, and whether it refuses. */
  table: { actions: Readonly<Record<A, Pick<ActionDef, 'caption' | 'negative'>>> };
  /** True while an action runs: every button waits. */
  busy?: boolean;
  onAction: (action: A) => void;
}

/**
 * The row of action buttons on a record's card, from its state table: one button per allowed
 * action with the table's caption; an action that refuses or ends the record (reject, cancel,
 * terminate) is outlined in the error colour. It wraps on a narrow screen; nothing is drawn when
 * no action is allowed.
 */
export function ActionBar<A extends string>({ actions, table, busy = false, onAction }: ActionBarProps<A>) {
  if (actions.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 2 }}>
      {actions.map((action) => {
        const refusing = table.actions[action].negative === true;
        return (
          <Button
            key={action}
            variant={refusing ? 'outlined' : 'contained'}
            color={refusing ? 'error' : 'primary'}
            disabled={busy}
            onClick={() => onAction(action)}
          >
            {table.actions[action].caption}
          </Button>
        );
      })}
    </Stack>
  );
}
