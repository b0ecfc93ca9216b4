import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { ruDate } from '@common/acts/display-value';

/** Someone an application may be for: the applicant, a child, a ward. */
export interface Recipient {
  personId: number;
  fio: string;
  birthDate: string;
  relation: 'self' | 'child' | 'ward';
}

const RELATION: Record<Recipient['relation'], string> = { self: 'я', child: 'ребёнок', ward: 'подопечный' };

export interface RecipientChoiceProps {
  /** The first radio's id (the error summary links to it). */
  id: string;
  label: string;
  recipients: readonly Recipient[];
  /** The chosen person's id as text; '' for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** Whom an application is for: the applicant, their children and wards, each with the relation and birth date. */
export function RecipientChoice({ id, label, recipients, value, onChange, error }: RecipientChoiceProps) {
  return (
    <FormControl error={!!error} required>
      <FormLabel id={`${id}-label`}>{label}</FormLabel>
      <RadioGroup aria-labelledby={`${id}-label`} value={value} onChange={(e) => onChange(e.target.value)}>
        {recipients.map((r, i) => (
          <FormControlLabel
            key={r.personId}
            value={String(r.personId)}
            control={<Radio id={i === 0 ? id : undefined} />}
            label={`${r.fio} (${RELATION[r.relation]}, ${ruDate(r.birthDate)})`}
            sx={{ overflowWrap: 'anywhere' }}
          />
        ))}
      </RadioGroup>
      {error && (
        <Typography variant="caption" color="error">
          {error}
        </Typography>
      )}
    </FormControl>
  );
}
