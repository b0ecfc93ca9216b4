import { Link as RouterLink } from 'react-router-dom';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { NavItem } from './navigation';

export interface NavDrawerProps {
  open: boolean;
  items: NavItem[];
  onClose: () => void;
}

/** The mobile drawer mirroring the navigation; each link an item of the list, as screen readers count them. */
export function NavDrawer({ open, items, onClose }: NavDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose}>
      <nav aria-label="Меню">
        <List sx={{ width: 280 }}>
          {items.map((item) => (
            <ListItem key={item.to} disablePadding>
              <ListItemButton component={RouterLink} to={item.to} onClick={onClose}>
                <ListItemText primary={item.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </nav>
    </Drawer>
  );
}
