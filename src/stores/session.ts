import { create } from 'zustand';
import type { CurrentUser } from '@common/current-user';

export interface SessionState {
  /** The signed-in account, or null for an anonymous visitor. */
  user: CurrentUser | null;
  /** False until the first answer of current-user-info. */
  ready: boolean;
  /** Set when the browser refuses cookies: sign-in is impossible. */
  cookiesDisabled: boolean;
  /** True while /auth finishes a sign-in: the guard waits for it instead of redirecting. */
  signingIn: boolean;
  setSigningIn: (value: boolean) => void;
  setUser: (user: CurrentUser | null) => void;
  setCookiesDisabled: (value: boolean) => void;
}

/** Who is signed in. The server is the source of truth; this mirrors current-user-info. */
export const useSession = create<SessionState>()((set) => ({
  user: null,
  ready: false,
  cookiesDisabled: false,
  signingIn: false,
  setSigningIn: (signingIn) => set({ signingIn }),
  setUser: (user) => set({ user, ready: true }),
  setCookiesDisabled: (cookiesDisabled) => set({ cookiesDisabled }),
}));

/** True when somebody is signed in (read outside React, e.g. by the HTTP client). */
export const isSignedIn = () => useSession.getState().user !== null;
