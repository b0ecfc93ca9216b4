import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The default text of an empty value (platform.md section 9). */
export const EMPTY_TEXT = 'отсутствует';

/** A read-only field of the profile: its label and value, 'отсутствует' when empty. */
export function ProfileField({ label, value }: { label: string; value: string | number | null | undefined }) {
  const shown = value === null || value === undefined || value === '' ? EMPTY_TEXT : String(value);
  return (
    <Box
      component="div"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '240px 1fr' }, gap: { xs: 0, sm: 1 }, py: 0.75 }}
    >
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{shown}</Typography>
    </Box>
  );
}
