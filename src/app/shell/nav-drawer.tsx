import { Link as RouterLink } from 'react-router-dom';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { NavItem } from './navigation';

export interface NavDrawerProps {
  open: boolean;
  items: NavItem[];
  onClose: () => void;
}

/** The mobile drawer mirroring the navigation. */
export function NavDrawer({ open, items, onClose }: NavDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose}>
      <List component="nav" aria-label="Меню" sx={{ width: 280 }}>
        {items.map((item) => (
          <ListItemButton key={item.to} component={RouterLink} to={item.to} onClick={onClose}>
            <ListItemText primary={item.label} />
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
