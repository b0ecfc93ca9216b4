import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export interface ActionBarProps<A extends string> {
  /** The actions to offer, in order (exactly those the state table allows the signed-in side). */
  actions: readonly A[];
  /** Each action's button caption. */
  captions: Readonly<Record<A, string>>;
  /** Actions that undo or refuse (reject, cancel, terminate): outlined in the error colour. */
  negative?: readonly A[];
  /** True while an action runs: every button waits. */
  busy?: boolean;
  onAction: (action: A) => void;
}

/** The row of action buttons on a record's card; it wraps on a narrow screen. Nothing is drawn when no action is allowed. */
export function ActionBar<A extends string>({
  actions,
  captions,
  negative = [],
  busy = false,
  onAction,
}: ActionBarProps<A>) {
  if (actions.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 2 }}>
      {actions.map((action) => {
        const refusing = negative.includes(action);
        return (
          <Button
            key={action}
            variant={refusing ? 'outlined' : 'contained'}
            color={refusing ? 'error' : 'primary'}
            disabled={busy}
            onClick={() => onAction(action)}
          >
            {captions[action]}
          </Button>
        );
      })}
    </Stack>
  );
}
