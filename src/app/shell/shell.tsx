import { Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, Outlet, useMatches } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import MenuIcon from '@mui/icons-material/Menu';
import { config } from '@/config';
import { navigationItems } from './navigation';
import { NavDrawer } from './nav-drawer';
import { Footer } from './footer';

/** Sets the browser tab title from the matched route's title. */
function useRouteTitle() {
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as { title?: string } | undefined)?.title;
  useEffect(() => {
    document.title = title ? `${title} — Социальные услуги` : 'Социальные услуги';
  }, [title]);
}

/** The portal's frame: top bar with navigation, the screen, footer; a drawer below 960 px. */
export function Shell() {
  useRouteTitle();
  const mobile = useMediaQuery(`(max-width:${config.mobileBreakpoint - 0.05}px)`);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const items = navigationItems(null);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <AppBar position="static" component="header">
        <Toolbar sx={{ gap: 1 }}>
          {mobile && (
            <IconButton color="inherit" edge="start" aria-label="Открыть меню" onClick={() => setDrawerOpen(true)}>
              <MenuIcon />
            </IconButton>
          )}
          <Typography
            component={RouterLink}
            to="/"
            variant="h6"
            sx={{ color: 'inherit', textDecoration: 'none', flexGrow: mobile ? 1 : 0, mr: 2, whiteSpace: 'nowrap' }}
          >
            Социальные услуги
          </Typography>
          {!mobile && (
            <Box component="nav" aria-label="Основная навигация" sx={{ display: 'flex', flexWrap: 'wrap', flexGrow: 1 }}>
              {items.map((item) => (
                <Button key={item.to} color="inherit" component={RouterLink} to={item.to} size="small">
                  {item.label}
                </Button>
              ))}
            </Box>
          )}
        </Toolbar>
      </AppBar>
      {mobile && <NavDrawer open={drawerOpen} items={items} onClose={() => setDrawerOpen(false)} />}
      <Container component="main" maxWidth="lg" sx={{ flexGrow: 1, py: 3 }}>
        <Suspense fallback={<LinearProgress aria-label="Загрузка" />}>
          <Outlet />
        </Suspense>
      </Container>
      <Footer />
    </Box>
  );
}
