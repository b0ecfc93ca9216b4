import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Notification } from '@/api/notifications';
import { MESSAGES } from '@/api/messages';
import { useNotifications, type ModalNotification } from '@/stores/notifications';
import { NotificationHost } from './notification-host';

const meta: Meta<typeof NotificationHost> = { title: 'Общие/Уведомления', component: NotificationHost };
export default meta;

type Story = StoryObj<typeof NotificationHost>;

/** A story whose store starts with these notifications (and optionally a modal). */
const withState = (queue: Notification[], modal: ModalNotification | null = null): Story => ({
  beforeEach: () => {
    const store = useNotifications.getState();
    store.clear();
    store.closeModal();
    if (queue.length) store.push(...queue);
    if (modal) store.showModal(modal);
  },
});

export const SuccessMessage = withState([{ severity: 'Success', text: MESSAGES.contactsAdded }]);
export const InfoMessage = withState([{ severity: 'Info', text: MESSAGES.tourismCabinetUnavailable }]);
export const WarningMessage = withState([{ severity: 'Warning', text: MESSAGES.defaultWarning }]);
export const ErrorMessage = withState([{ severity: 'Error', text: MESSAGES.connectionLost }]);

const severalQueued: Notification[] = [
  { severity: 'Error', text: MESSAGES.noAccess },
  { severity: 'Warning', text: MESSAGES.defaultWarning },
  { severity: 'Success', text: MESSAGES.requisitesSaved },
];

export const SeveralQueued = withState(severalQueued);

export const Modal = withState([], { title: 'Заявление', text: MESSAGES.registryChangeSent });

export const Mobile: Story = {
  ...withState(severalQueued),
  globals: { viewport: { value: 'mobile' } },
};
