import { useId } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { visuallyHidden } from '@/components/visually-hidden';
import { CATALOG_EXTERNAL_LINKS, CATALOG_SECTIONS } from '@common/catalog-groups';

/** The menu's internal items: every group on 'main', then the sections. */
export const MENU_ITEMS: ReadonlyArray<{ slug: string; caption: string }> = [
  { slug: 'main', caption: 'Все услуги' },
  ...CATALOG_SECTIONS,
];

export interface CatalogMenuProps {
  /** The section on screen. */
  current: string;
  /** A phone: a select instead of the side menu. */
  compact: boolean;
}

const ExternalLink = ({ caption, href }: { caption: string; href: string }) => (
  <Link
    href={href}
    target="_blank"
    rel="noopener noreferrer"
    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
  >
    {caption}
    <OpenInNewIcon fontSize="inherit" aria-hidden />
    <Box component="span" sx={visuallyHidden}>
      (откроется в новой вкладке)
    </Box>
  </Link>
);

/**
 * 'Категории услуги' (platform.md section 2): the sections as a side menu, the two external
 * links opening in a new tab; on a phone the menu gives way to a select and the links follow it.
 */
export function CatalogMenu({ current, compact }: CatalogMenuProps) {
  const navigate = useNavigate();
  const headingId = useId();
  const links = (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        flexDirection: compact ? 'row' : 'column',
        flexWrap: 'wrap',
        gap: compact ? 2 : 1,
      }}
    >
      {CATALOG_EXTERNAL_LINKS.map((link) => (
        <li key={link.href}>
          <ExternalLink {...link} />
        </li>
      ))}
    </Box>
  );
  if (compact) {
    return (
      <Box sx={{ mb: 2 }}>
        <TextField
          select
          fullWidth
          size="small"
          label="Категории услуги"
          value={current}
          onChange={(event) => void navigate(`/services/catalog/${event.target.value}`)}
          sx={{ mb: 1 }}
        >
          {MENU_ITEMS.map((item) => (
            <MenuItem key={item.slug} value={item.slug}>
              {item.caption}
            </MenuItem>
          ))}
        </TextField>
        {links}
      </Box>
    );
  }
  return (
    <Paper component="nav" variant="outlined" aria-labelledby={headingId} sx={{ p: 1 }}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ px: 1, py: 0.5, fontWeight: 600 }}>
        Категории услуги
      </Typography>
      <List dense disablePadding>
        {MENU_ITEMS.map((item) => (
          <li key={item.slug}>
            <ListItemButton
              component={RouterLink}
              to={`/services/catalog/${item.slug}`}
              selected={item.slug === current}
              aria-current={item.slug === current ? 'page' : undefined}
            >
              <ListItemText primary={item.caption} />
            </ListItemButton>
          </li>
        ))}
      </List>
      <Box sx={{ px: 1, pt: 1.5, pb: 0.5, borderTop: 1, borderColor: 'divider', mt: 1 }}>{links}</Box>
    </Paper>
  );
}
