import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** The navigator's three parts: measures, services, suppliers. */
export const NAVIGATOR_PARTS = [
  { key: 'msp', to: '/navigator/msp', caption: 'Меры социальной поддержки' },
  { key: 'services', to: '/navigator/services', caption: 'Социальные услуги' },
  { key: 'suppliers', to: '/navigator/suppliers', caption: 'Учреждения' },
] as const;
export type NavigatorPart = (typeof NAVIGATOR_PARTS)[number]['key'];

/** The navigator's frame: its title, its parts as links (the current one marked), the screen. */
export function NavigatorLayout({
  current,
  heading,
  children,
}: {
  current?: NavigatorPart;
  heading?: string;
  children: ReactNode;
}) {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
        Социальный навигатор
      </Typography>
      <Box component="nav" aria-label="Разделы навигатора" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 3 }}>
        {NAVIGATOR_PARTS.map((part) => (
          <Button
            key={part.key}
            component={RouterLink}
            to={part.to}
            variant={part.key === current ? 'contained' : 'outlined'}
            aria-current={part.key === current ? 'page' : undefined}
            size="small"
          >
            {part.caption}
          </Button>
        ))}
      </Box>
      {heading && (
        <Typography variant="h5" component="h2" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
          {heading}
        </Typography>
      )}
      {children}
    </>
  );
}
