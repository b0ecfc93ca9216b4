import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { ruDate } from '@common/acts/display-value';
import type { TourMember } from './api';

/** How a member stands to the contract's holder. */
export const RELATION_CAPTIONS: Readonly<Record<string, string>> = {
  self: 'держатель договора',
  child: 'ребёнок',
  ward: 'подопечный',
};

const memberText = (m: TourMember) =>
  [RELATION_CAPTIONS[m.relation] ?? m.relation, m.birthDate ? `дата рождения ${ruDate(m.birthDate)}` : null]
    .filter(Boolean)
    .join(', ');

/** Who goes on the tour: one checkbox per person the holder may take (themself, children, wards). */
export function TourMemberChoice({
  id,
  members,
  chosen,
  onChange,
  error,
  disabled,
}: {
  id: string;
  members: readonly TourMember[];
  chosen: readonly number[];
  onChange: (chosen: number[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} id={id}>
      <FormLabel component="legend">Кто поедет в тур</FormLabel>
      <FormGroup>
        {members.map((m) => (
          <FormControlLabel
            key={m.personId}
            control={
              <Checkbox
                checked={chosen.includes(m.personId)}
                onChange={(e) =>
                  onChange(
                    e.target.checked
                      ? members.map((x) => x.personId).filter((p) => p === m.personId || chosen.includes(p))
                      : chosen.filter((p) => p !== m.personId),
                  )
                }
              />
            }
            label={
              <span>
                {m.fio}
                <br />
                <span style={{ fontSize: '0.875em', opacity: 0.75 }}>{memberText(m)}</span>
              </span>
            }
          />
        ))}
      </FormGroup>
      <FormHelperText id={`${id}-error`}>{error ?? 'Каждому участнику — одно место в туре'}</FormHelperText>
    </FormControl>
  );
}

/** The members of a contract, read-only. */
export function TourMemberList({ members }: { members: readonly TourMember[] }) {
  return (
    <List dense aria-label="Участники тура">
      {members.map((m) => (
        <ListItem key={m.personId} disableGutters>
          <ListItemText primary={m.fio} secondary={memberText(m)} />
        </ListItem>
      ))}
    </List>
  );
}
