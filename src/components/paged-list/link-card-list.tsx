import type { Key, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export interface LinkCardListProps<T> {
  items: readonly T[];
  itemKey(item: T): Key;
  /** The page the item's card opens. */
  itemPath(item: T): string;
  /** What the card shows (its heading first). */
  renderItem(item: T, index: number): ReactNode;
  /** Shown instead of an empty list. */
  emptyText?: string;
}

/** A numbered list of cards, each one link to its item's page (registry, catalogue, contests). */
export function LinkCardList<T>({
  items,
  itemKey,
  itemPath,
  renderItem,
  emptyText = 'Ничего не найдено. Измените условия поиска.',
}: LinkCardListProps<T>) {
  if (!items.length) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
      }}
    >
      {items.map((item, index) => (
        <li key={itemKey(item)}>
          <Card variant="outlined" component="article">
            <CardActionArea component={RouterLink} to={itemPath(item)}>
              <CardContent>{renderItem(item, index)}</CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
