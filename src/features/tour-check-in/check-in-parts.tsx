import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ruDate, ruTime } from '@common/region-time';
import type { CheckInMember } from './api';

const RELATION: Record<string, string> = { child: 'ребёнок', ward: 'под опекой' };

/** The tourists of a contract, the holder first: name, birth date, whom the holder takes. */
export function MembersList({ members }: { members: readonly CheckInMember[] }) {
  return (
    <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
      {members.map((m) => (
        <Typography component="li" variant="body2" key={m.personId}>
          {m.fio}
          {m.birthDate && `, ${ruDate(m.birthDate)}`}
          {RELATION[m.relation] && (
            <Typography component="span" variant="body2" color="text.secondary">
              {` — ${RELATION[m.relation]}`}
            </Typography>
          )}
        </Typography>
      ))}
    </Box>
  );
}

/** «Прибыл» with the time of the check-in. */
export function ArrivedChip({ at }: { at: string }) {
  return <Chip color="success" label={`Прибыл ${ruTime(at)}`} data-testid="arrived" />;
}

/** The days of a tour: one day, or from–to. */
export const tourDays = (from: string, to: string) => (from === to ? ruDate(from) : `${ruDate(from)} — ${ruDate(to)}`);
