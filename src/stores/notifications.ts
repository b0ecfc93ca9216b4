import { create } from 'zustand';
import { INCOMPLETE_NOTIFICATION, validateNotification, type Notification } from './notification-model';

/** A queued notification; the id tells one message from the next with the same text. */
export interface QueuedNotification extends Notification {
  id: number;
}

/** A notification shown in a dialog with an OK button (platform.md section 2). */
export interface ModalNotification {
  title?: string;
  text: string;
}

/** The session dialogs of the shell: session ended, or authorization required. */
export type SessionDialog = null | 'outdated' | 'required';

export interface NotificationsState {
  queue: QueuedNotification[];
  modal: ModalNotification | null;
  sessionDialog: SessionDialog;
  push: (...notifications: Notification[]) => void;
  dismiss: () => void;
  clear: () => void;
  showModal: (modal: ModalNotification) => void;
  closeModal: () => void;
  setSessionDialog: (dialog: SessionDialog) => void;
}

let nextId = 1;

/**
 * The notifications queue, the modal notification and the session dialogs. Each change replaces
 * one field, so plain immutable updates do (no immer on the first paint: 3.6 KB gzip).
 */
export const useNotifications = create<NotificationsState>()((set) => ({
  queue: [],
  modal: null,
  sessionDialog: null,
  push: (...notifications) => {
    // Validate the whole batch first so a bad entry adds nothing.
    const valid = notifications.map(validateNotification);
    set((state) => ({ queue: [...state.queue, ...valid.map((n) => ({ ...n, id: nextId++ }))] }));
  },
  dismiss: () => set((state) => ({ queue: state.queue.slice(1) })),
  clear: () => set({ queue: [] }),
  showModal: (modal) => {
    if (!modal.text?.trim()) throw new Error(INCOMPLETE_NOTIFICATION);
    set({ modal: { ...modal } });
  },
  closeModal: () => set({ modal: null }),
  setSessionDialog: (dialog) => set({ sessionDialog: dialog }),
}));

/** The notification on screen now, or null. */
export const selectFirstNotification = (state: NotificationsState): QueuedNotification | null => state.queue[0] ?? null;

/** How many notifications wait behind the one on screen. */
export const selectExtraCount = (state: NotificationsState): number => Math.max(0, state.queue.length - 1);
