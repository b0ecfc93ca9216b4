import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { TitleFieldProps } from '@rjsf/utils';
import { RequiredMark } from './required-mark';

/** The heading level of a group inside a block: the block's own title is an h2, its groups h3, theirs h4… */
export function sectionLevel(id: string): 3 | 4 | 5 | 6 {
  // rjsf's title ids: 'root_person__title' (a group of the block), 'root_decision_dates__title' (inside one).
  const depth = id.replace(/__title$/, '').split('_').length - 1;
  return Math.min(6, Math.max(3, 2 + depth)) as 3 | 4 | 5 | 6;
}

const VARIANT = { 3: 'h6', 4: 'subtitle1', 5: 'subtitle1', 6: 'subtitle2' } as const;

/**
 * The title of a group of fields (an object of the schema) as a heading one level below the group
 * it sits in, so that a block reads as one outline — «Блок 1. …» (h2), its groups (h3), theirs
 * (h4) — instead of MUI's h5 on every level. A required list is marked as a required field is
 * (its error, «Обязательное поле», stands under it); a group is not: its required fields carry
 * the marks and the errors (common/acts/error-fields).
 */
export function SectionTitle({ id, title, required, schema }: TitleFieldProps) {
  const level = sectionLevel(id);
  return (
    <Box id={id} sx={{ mb: 1, mt: 1 }}>
      <Typography component={`h${level}`} variant={VARIANT[level]} sx={{ fontWeight: level === 3 ? 500 : 600 }}>
        {title}
        {required && schema.type === 'array' && <RequiredMark />}
      </Typography>
      <Divider />
    </Box>
  );
}
