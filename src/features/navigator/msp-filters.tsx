import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MspCategory, MspTag } from './api';

export interface MspFiltersProps {
  categories: MspCategory[];
  subcategories: Array<{ id: number; caption: string }>;
  tags: MspTag[];
  categoryId?: number;
  subcategoryId?: number;
  tagIds: number[];
  onCategory(id: number | undefined): void;
  onSubcategory(id: number | undefined): void;
  onTags(ids: number[]): void;
}

/** A select shows «Все …» when nothing is chosen, with its label above. */
const SHOW_EMPTY = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** The filters of the measures: a category, then one of its subcategories, and tags (a measure must have every chosen one). */
export function MspFilters({
  categories,
  subcategories,
  tags,
  categoryId,
  subcategoryId,
  tagIds,
  onCategory,
  onSubcategory,
  onTags,
}: MspFiltersProps) {
  const toggle = (id: number) => onTags(tagIds.includes(id) ? tagIds.filter((tag) => tag !== id) : [...tagIds, id]);
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mb: 2 }}>
        <TextField
          select
          size="small"
          label="Категория"
          value={categoryId ?? ''}
          slotProps={SHOW_EMPTY}
          onChange={(e) => onCategory(e.target.value === '' ? undefined : Number(e.target.value))}
        >
          <MenuItem value="">Все категории</MenuItem>
          {categories.map((category) => (
            <MenuItem key={category.id} value={category.id}>
              {category.caption}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Подкатегория"
          value={subcategoryId ?? ''}
          slotProps={SHOW_EMPTY}
          disabled={!categoryId}
          onChange={(e) => onSubcategory(e.target.value === '' ? undefined : Number(e.target.value))}
        >
          <MenuItem value="">Все подкатегории</MenuItem>
          {subcategories.map((subcategory) => (
            <MenuItem key={subcategory.id} value={subcategory.id}>
              {subcategory.caption}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Typography id="msp-tags" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        Метки
      </Typography>
      <Box role="group" aria-labelledby="msp-tags" sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
        {tags.map((tag) => {
          const on = tagIds.includes(tag.id);
          return (
            <Chip
              key={tag.id}
              label={tag.caption}
              clickable
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              aria-pressed={on}
              onClick={() => toggle(tag.id)}
            />
          );
        })}
      </Box>
    </Box>
  );
}
