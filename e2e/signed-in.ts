import path from 'node:path';

/**
 * The demo people the walks work as when signing in is not what they test: each is signed in once per
 * run through the identity provider's page (e2e/sign-in.setup.ts), with the institution role a staff
 * account works in, and its browser state (the session cookie, the page's storage) is kept in a file.
 * A test that starts signed in names it: test.use({ storageState: signedIn('worker') }). The tests of
 * signing in itself (auth.spec.ts, the «Требуется авторизация» dialog, signing out) still sign in
 * through the pages.
 *
 * The tests of one person share that session on the server. None of them signs out or picks another
 * institution: a test that does signs in on its own.
 */
export const SIGNED_IN = {
  citizen: { login: 'citizen' },
  guardian: { login: 'guardian' },
  family: { login: 'family' },
  admin: { login: 'admin', role: /Администратор/ },
  worker: { login: 'worker', role: /Социальный работник/ },
  provider: { login: 'provider', role: /Северная забота/ },
  tourism: { login: 'tourism', role: /Туроператор/ },
  moderator: { login: 'moderator' },
} as const satisfies Record<string, { login: string; role?: RegExp }>;

export type SignedInAs = keyof typeof SIGNED_IN;

/** The file of a person's signed-in browser state (git-ignored; written by the setup project each run). */
export const signedIn = (who: SignedInAs): string => path.join('e2e', '.auth', `${who}.json`);
