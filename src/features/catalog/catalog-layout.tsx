import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { CatalogMenu } from './catalog-menu';

/**
 * The catalogue's frame: the title 'Каталог услуг', the menu 'Категории услуги' beside the
 * section (below 960 px, the portal's mobile breakpoint, a select above it instead).
 */
export function CatalogLayout({ current, children }: { current: string; children: ReactNode }) {
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'));
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
        Каталог услуг
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: compact ? '1fr' : '260px minmax(0, 1fr)',
          gap: 3,
          alignItems: 'start',
        }}
      >
        <CatalogMenu current={current} compact={compact} />
        <Box component="section" sx={{ minWidth: 0 }}>
          {children}
        </Box>
      </Box>
    </>
  );
}
