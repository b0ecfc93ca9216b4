import { api } from '@/api/client';
import { MESSAGES } from '@/api/messages';
import { useNotifications } from '@/stores/notifications';
import { useSession } from '@/stores/session';

const PENDING_KEY = 'portal.pending-login';
/** A pending login older than this is ignored. */
const PENDING_TTL_MS = 30 * 60 * 1000;
/** Message a sign-in popup sends to the window that opened it. */
export const SIGNED_IN_MESSAGE = 'portal:signed-in';

/** What the sign-in return page needs to check and where to go afterwards. */
export interface PendingLogin {
  state: string;
  /** The route to return to after sign-in. */
  origin: string;
  /** Signed in again in a popup: the opener keeps its screen and all that was typed. */
  popup: boolean;
  createdAt: number;
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The pending login stored before going to the identity provider, or null. */
export function readPendingLogin(now = Date.now()): PendingLogin | null {
  try {
    const pending = JSON.parse(localStorage.getItem(PENDING_KEY) ?? 'null') as PendingLogin | null;
    if (!pending || typeof pending.state !== 'string' || now - pending.createdAt > PENDING_TTL_MS) return null;
    return pending;
  } catch {
    return null;
  }
}

export const clearPendingLogin = () => localStorage.removeItem(PENDING_KEY);

/** Cookies switched off: the flag is set, the person told, and sign-in aborted. */
function cookiesUsable(): boolean {
  if (navigator.cookieEnabled) return true;
  useSession.getState().setCookiesDisabled(true);
  useNotifications.getState().push({ severity: 'Error', text: MESSAGES.cookiesDisabled });
  return false;
}

/**
 * Starts sign-in: a fresh state is stored with the route to come back to, and the browser goes to
 * the identity provider. With popup, the provider opens in a small window (re-login after the
 * session ended) so the current screen and everything typed in it stay as they are.
 */
export async function startLogin(origin: string, popup = false): Promise<void> {
  if (!cookiesUsable()) return;
  // Opened before any await so that the browser counts it as the click's own window.
  const loginWindow = popup ? window.open('about:blank', 'portal-login', 'width=640,height=780') : null;
  const state = randomState();
  const pending: PendingLogin = { state, origin, popup: loginWindow !== null, createdAt: Date.now() };
  localStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  try {
    const { url } = await api.get('/esia/get-login-url', {
      query: { state, redirectUri: `${window.location.origin}/auth` },
    });
    if (loginWindow) loginWindow.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    loginWindow?.close();
    throw error;
  }
}
