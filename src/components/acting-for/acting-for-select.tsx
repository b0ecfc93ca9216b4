import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** Someone a citizen represents: a child or a ward (CurrentUser.kids). */
export interface Represented {
  personId: number;
  caption: string;
  kind: 'child' | 'ward';
}

const KIND: Record<Represented['kind'], string> = { child: 'ребёнок', ward: 'подопечный' };

export interface ActingForSelectProps {
  /** The chosen person; undefined: everyone (the citizen and all they represent). */
  value: number | undefined;
  /** The citizen's own person. */
  selfId: number;
  people: readonly Represented[];
  onChange: (personId: number | undefined) => void;
}

/**
 * «Чьи данные показать»: a parent or a guardian chooses whom they act for — themself, one of their
 * children or wards, or everyone. Shown only to a citizen who represents someone.
 */
export function ActingForSelect({ value, selfId, people, onChange }: ActingForSelectProps) {
  if (people.length === 0) return null;
  return (
    <TextField
      select
      size="small"
      label="Чьи данные показать"
      value={value === undefined ? 'all' : String(value)}
      onChange={(event) => onChange(event.target.value === 'all' ? undefined : Number(event.target.value))}
      sx={{ minWidth: 260, maxWidth: '100%', mb: 2 }}
    >
      <MenuItem value="all">Мои и представляемых</MenuItem>
      <MenuItem value={String(selfId)}>Только мои</MenuItem>
      {people.map((person) => (
        <MenuItem key={person.personId} value={String(person.personId)}>
          {person.caption} ({KIND[person.kind]})
        </MenuItem>
      ))}
    </TextField>
  );
}
