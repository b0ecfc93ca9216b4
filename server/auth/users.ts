/**
 * The users' service: sign-in sessions and login transactions, accounts, the profile and its
 * contacts, the people an administrator may act as. Session rules live in `session.ts` and
 * `login-transactions.ts`; the queries are the repositories' (`sessions.ts`, `users.ts`).
 */
export {
  createSession,
  deleteLoginTransaction,
  LOGIN_TRANSACTION_MINUTES,
  revokeSession,
  saveLoginTransaction,
  setImpersonation,
  setSessionRole,
  takeLoginTransaction,
} from '../repositories/sessions.ts';
export {
  countUnreadMessages,
  findPerson,
  findProfile,
  findUserIdByPerson,
  listImpersonationTargets,
  loadAccount,
  updateContacts,
} from '../repositories/users.ts';
