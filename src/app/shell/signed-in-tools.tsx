import { cabinetMenu } from '@common/cabinet-menu';
import { UnreadIndicator } from '@/features/auth/unread-indicator';
import { UserMenu } from '@/features/auth/user-menu';
import { useSession } from '@/stores/session';

/** Whether the signed-in user has messages at all: the envelope shows where the cabinet menu lists them. */
export const hasMessages = (user: Parameters<typeof cabinetMenu>[0]) =>
  cabinetMenu(user).some((item) => item.to === '/user/messages');

/** The top bar's controls of a signed-in user: the unread-messages envelope and the user menu. */
export function SignedInTools() {
  const user = useSession((s) => s.user);
  return (
    <>
      {user && hasMessages(user) && <UnreadIndicator />}
      <UserMenu />
    </>
  );
}
