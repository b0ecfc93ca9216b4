import { UnreadIndicator } from '@/features/auth/unread-indicator';
import { UserMenu } from '@/features/auth/user-menu';

/** The top bar's controls of a signed-in user: the unread-messages envelope and the user menu. */
export function SignedInTools() {
  return (
    <>
      <UnreadIndicator />
      <UserMenu />
    </>
  );
}
