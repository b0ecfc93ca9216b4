import { Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, Navigate, Outlet, useLocation } from 'react-router-dom';
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
import { guardRoute } from '@common/access-guard';
import { OnDemandPart } from '@/components/on-demand';
import { PageTitleContext } from '@/components/page-title';
import { useSession } from '@/stores/session';
import { useNotifications } from '@/stores/notifications';
import { loadSessionOnStart } from '@/features/auth/api';
import { RegionChooser } from '@/features/region/region-chooser';
import { navigationItems } from './navigation';
import { Footer } from './footer';
import { LoginButton } from './login-button';
import {
  ImpersonationBanner,
  NavDrawer,
  NotificationHost,
  prefetchOnFirstUse,
  SessionDialogs,
  SignedInTools,
} from './on-demand';
import { useLatch } from './use-latch';
import { RouteErrorBoundary } from '../route-error';
import { routeHandles, type RouteHandle } from '../route-handles';

/** Sets the browser tab title from the matched route's title. */
function useRouteTitle(handle: RouteHandle | undefined) {
  const title = handle?.title;
  useEffect(() => {
    document.title = title ? `${title} — Социальные услуги` : 'Социальные услуги';
  }, [title]);
}

/** The access guard applied to the matched routes; null while the session is still unknown. */
function useGuard() {
  const location = useLocation();
  const { user, ready, signingIn, setSigningIn } = useSession();
  const leftAuthPage = signingIn && location.pathname !== '/auth';
  useEffect(() => {
    if (leftAuthPage) setSigningIn(false);
  }, [leftAuthPage, setSigningIn]);
  const handles = routeHandles(location.pathname);
  useRouteTitle(handles.at(-1));
  const wantsSignIn = ready && !user && new URLSearchParams(location.search).has('redirect');
  useEffect(() => {
    if (wantsSignIn) useNotifications.getState().setSessionDialog('required');
  }, [wantsSignIn]);
  if (!ready) return null;
  if (signingIn) return { kind: 'allow' as const };
  const routes = handles
    .filter((h): h is RouteHandle & Required<Pick<RouteHandle, 'roles'>> => !!h?.roles)
    .map((h) => ({ roles: h.roles, right: h.right }));
  return guardRoute(user, routes, location);
}

/**
 * The portal's frame: top bar, navigation, the screen, footer, dialogs; a drawer below 960 px.
 * Dialogs, notifications, the drawer and the signed-in user's controls are loaded when first shown.
 */
export function Shell() {
  const mobile = useMediaQuery(`(max-width:${config.mobileBreakpoint - 0.05}px)`);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const user = useSession((s) => s.user);
  const location = useLocation();
  const decision = useGuard();
  const drawerShown = useLatch(mobile && drawerOpen);
  // What the notification area and the session dialogs show; a new one retries a failed download.
  const message = useNotifications((s) => `${s.queue[0]?.id ?? ''}:${s.modal?.text ?? ''}`);
  const sessionDialog = useNotifications((s) => s.sessionDialog);
  const notificationsShown = useLatch(message !== ':');
  const sessionDialogShown = useLatch(sessionDialog !== null);
  useEffect(() => {
    void loadSessionOnStart();
  }, []);
  useEffect(prefetchOnFirstUse, []);
  const items = navigationItems(user);
  const pageTitle = routeHandles(location.pathname).at(-1)?.title;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <AppBar position="static" component="header">
        <Toolbar sx={{ gap: 1 }}>
          {mobile && (
            <IconButton color="inherit" edge="start" aria-label="Открыть меню" onClick={() => setDrawerOpen(true)}>
              <MenuIcon />
            </IconButton>
          )}
          {/* The site name keeps its whole width on a desktop; on a phone it gives way to the icons. */}
          <Typography
            component={RouterLink}
            to="/"
            variant="h6"
            sx={{
              color: 'inherit',
              textDecoration: 'none',
              flexGrow: 1,
              flexShrink: mobile ? 1 : 0,
              whiteSpace: 'nowrap',
              minWidth: 0,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            Социальные услуги
          </Typography>
          <RegionChooser compact={mobile} />
          {user ? (
            <OnDemandPart retryKey={user}>
              <SignedInTools />
            </OnDemandPart>
          ) : (
            <LoginButton />
          )}
        </Toolbar>
        {/* The sections on a row of their own: the top bar never wraps or cuts the site name, whatever the items. */}
        {!mobile && (
          <Toolbar
            component="nav"
            aria-label="Основная навигация"
            variant="dense"
            sx={{ flexWrap: 'wrap', columnGap: 0.5, borderTop: 1, borderColor: 'rgba(255,255,255,0.24)' }}
          >
            {items.map((item) => (
              <Button key={item.to} color="inherit" component={RouterLink} to={item.to} sx={{ whiteSpace: 'nowrap' }}>
                {item.label}
              </Button>
            ))}
          </Toolbar>
        )}
      </AppBar>
      {user?.isImpersonated && (
        <OnDemandPart retryKey={user}>
          <ImpersonationBanner user={user} />
        </OnDemandPart>
      )}
      {mobile && drawerShown && (
        <OnDemandPart retryKey={drawerOpen}>
          <NavDrawer open={drawerOpen} items={items} onClose={() => setDrawerOpen(false)} />
        </OnDemandPart>
      )}
      <Container component="main" maxWidth="lg" sx={{ flexGrow: 1, py: 3 }}>
        {decision === null ? (
          <LinearProgress aria-label="Загрузка" />
        ) : decision.kind === 'redirect' ? (
          <Navigate to={decision.to} replace />
        ) : (
          <RouteErrorBoundary resetKey={location.pathname}>
            <Suspense fallback={<LinearProgress aria-label="Загрузка" />}>
              <PageTitleContext.Provider value={pageTitle}>
                <Outlet />
              </PageTitleContext.Provider>
            </Suspense>
          </RouteErrorBoundary>
        )}
      </Container>
      <Footer />
      {notificationsShown && (
        <OnDemandPart retryKey={message}>
          <NotificationHost />
        </OnDemandPart>
      )}
      {sessionDialogShown && (
        <OnDemandPart retryKey={sessionDialog}>
          <SessionDialogs />
        </OnDemandPart>
      )}
    </Box>
  );
}
