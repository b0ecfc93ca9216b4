import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import { onDemand, OnDemandPart } from '@/components/on-demand';

// The dialog is not needed for the first paint: it is downloaded once there is something unsaved.
const LeaveDialog = onDemand(() => import('./leave-dialog').then((module) => module.LeaveDialog));

export interface LeaveGuardProps {
  /** Changes not yet saved to the server: leaving the page asks first. */
  when: boolean;
}

export const LEAVE_TITLE = 'Уйти со страницы?';
export const LEAVE_TEXT =
  'Изменения не сохранены на сервере. Они останутся на этом устройстве, и при возвращении к акту форма восстановит их.';

/**
 * Asks before the person leaves a page with unsaved changes: closing the tab or reloading (the
 * browser's own question, through beforeunload) and following a link elsewhere in the portal (our
 * dialog). Moving between blocks of the act is not leaving and never asks.
 */
export function LeaveGuard({ when }: LeaveGuardProps) {
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
  // A screen shown on its own (a story, a component test) has only the browser's question.
  return useInRouterContext() ? <InAppLeaveQuestion when={when} /> : null;
}

/** The path of a plain left click on a link to another page of the portal, or null for any other click. */
export function leavingLinkTarget(event: MouseEvent, here: Location): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download'))
    return null;
  const url = new URL(link.href, here.href);
  if (url.origin !== here.origin || url.pathname === here.pathname) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The portal uses declarative routes, without the data router that react-router's useBlocker
 * needs (it would add 18 KB gzip to the first paint, whose budget is 150 KB). So the question is
 * asked where leaving starts: a click on a link (the menu, the logo, a list's 'Открыть') is held
 * in the capture phase, before the router's own handler, and followed after 'Уйти'.
 */
function InAppLeaveQuestion({ when }: LeaveGuardProps) {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!when) return;
    const hold = (event: MouseEvent) => {
      const path = leavingLinkTarget(event, window.location);
      if (path === null) return;
      event.preventDefault();
      event.stopPropagation();
      setTarget(path);
    };
    document.addEventListener('click', hold, true);
    return () => document.removeEventListener('click', hold, true);
  }, [when]);
  useEffect(() => {
    if (when) LeaveDialog.prefetch();
  }, [when]);
  if (target === null) return null;
  const stay = () => setTarget(null);
  const leave = () => {
    setTarget(null);
    void navigate(target);
  };
  const buttons = (
    <>
      <Button onClick={stay} autoFocus>
        Остаться
      </Button>
      <Button onClick={leave}>Уйти</Button>
    </>
  );
  return (
    <OnDemandPart
      failed={
        // Without the dialog's code (no network for a moment) the same question, in the page.
        <Alert
          role="alertdialog"
          aria-label={LEAVE_TITLE}
          severity="warning"
          sx={{ position: 'fixed', bottom: 16, left: 16, right: 16, zIndex: 1400 }}
          action={buttons}
        >
          {LEAVE_TITLE} {LEAVE_TEXT}
        </Alert>
      }
    >
      <LeaveDialog title={LEAVE_TITLE} text={LEAVE_TEXT} onStay={stay} onLeave={leave} />
    </OnDemandPart>
  );
}
