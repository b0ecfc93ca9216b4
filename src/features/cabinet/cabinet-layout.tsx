import { NavLink, Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { cabinetMenu } from '@common/cabinet-menu';
import { useSession } from '@/stores/session';

/** The personal cabinet: the menu by role beside the chosen screen (a list above it on phones). */
export function CabinetLayout() {
  const user = useSession((s) => s.user);
  const items = user ? cabinetMenu(user) : [];
  return (
    <Box sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', md: 'row' }, alignItems: 'flex-start' }}>
      <Paper variant="outlined" component="nav" aria-label="Меню личного кабинета" sx={{ width: { xs: '100%', md: 280 }, flexShrink: 0, maxHeight: { xs: 220, md: 'none' }, overflowY: 'auto' }}>
        <List dense>
          {items.map((item) => (
            <ListItemButton key={item.to} component={NavLink} to={item.to} end sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}>
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
        </List>
      </Paper>
      <Box sx={{ flexGrow: 1, minWidth: 0, width: '100%' }}>
        <Outlet />
      </Box>
    </Box>
  );
}
