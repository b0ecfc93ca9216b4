import { useEffect, useState } from 'react';
import { NavLink, Navigate, Outlet, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { cabinetMenu, type CabinetMenuItem } from '@common/cabinet-menu';
import { useSession } from '@/stores/session';
import { useNotifications } from '@/stores/notifications';
import { MESSAGES } from '@/api/messages';
import { SystemRole, tourismCabinetAvailable } from '@common/roles';
import type { CurrentUser } from '@common/current-user';

const MENU_ID = 'cabinet-menu';

/** The menu's links, each a list item (a list of bare links is no list to a screen reader). */
function MenuList({ items, onPick }: { items: CabinetMenuItem[]; onPick?: () => void }) {
  return (
    <List dense>
      {items.map((item) => (
        <ListItem key={item.to} disablePadding>
          <ListItemButton
            component={NavLink}
            to={item.to}
            end
            onClick={onPick}
            sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
          >
            <ListItemText primary={item.label} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** Pages whose path is not under their section's: the section's item names them in the menu's header. */
const SECTION_OF: ReadonlyArray<readonly [prefix: string, section: string]> = [
  ['/user/new-certificate/', '/user/certificates'],
  ['/user/guardian-report-first-block', '/user/guardianReport'],
  ['/user/guardian-report-card/', '/user/guardianReport'],
];

/**
 * A tourism provider's cabinet is closed while the organisation's inclusion date is empty or of an
 * earlier year (platform.md section 4).
 */
export function tourismCabinetClosed(user: CurrentUser | null, today = new Date()): boolean {
  const inst = user?.selectedInstitution;
  return (
    !!inst && inst.institutionRole === SystemRole.TourismProvider && !tourismCabinetAvailable(inst.dateIncluded, today)
  );
}

/**
 * The personal cabinet: the menu by role beside the chosen screen. On a phone the menu folds into one
 * button naming the section on screen, so a page starts with its own content.
 */
export function CabinetLayout() {
  const user = useSession((s) => s.user);
  const { pathname } = useLocation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [open, setOpen] = useState(false);
  const closed = tourismCabinetClosed(user);
  useEffect(() => {
    if (closed) useNotifications.getState().push({ severity: 'Info', text: MESSAGES.tourismCabinetUnavailable });
  }, [closed]);
  const items = user ? cabinetMenu(user) : [];
  if (closed) return <Navigate to="/select-role" replace />;
  // The page's own item, else the section it belongs to by name, else the deepest section it is under (an act's
  // card under the act's list, not under the profile).
  const section = SECTION_OF.find(([prefix]) => pathname.startsWith(prefix))?.[1];
  const here =
    items.find((item) => item.to === pathname) ??
    items.find((item) => item.to === section) ??
    items
      .filter((item) => pathname.startsWith(`${item.to}/`))
      .reduce<
        (typeof items)[number] | undefined
      >((best, item) => (!best || item.to.length > best.to.length ? item : best), undefined);
  return (
    <Box sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', md: 'row' }, alignItems: 'flex-start' }}>
      {phone ? (
        <Paper variant="outlined" component="nav" aria-label="Меню личного кабинета" sx={{ width: '100%' }}>
          <Button
            fullWidth
            aria-expanded={open}
            aria-controls={MENU_ID}
            onClick={() => setOpen((o) => !o)}
            endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            sx={{ justifyContent: 'space-between', py: 1.25, px: 2 }}
          >
            {here ? `Личный кабинет: ${here.label}` : 'Личный кабинет'}
          </Button>
          {/* A disclosure without animation: the phone's menu opens at once (and MUI's Collapse stays off the first paint). */}
          <Box id={MENU_ID} hidden={!open}>
            <MenuList items={items} onPick={() => setOpen(false)} />
          </Box>
        </Paper>
      ) : (
        <Paper variant="outlined" component="nav" aria-label="Меню личного кабинета" sx={{ width: 280, flexShrink: 0 }}>
          <MenuList items={items} />
        </Paper>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0, width: '100%' }}>
        <Outlet />
      </Box>
    </Box>
  );
}
