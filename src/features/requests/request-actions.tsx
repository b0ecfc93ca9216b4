import { useState } from 'react';
import { ActionBar } from '@/components/action-bar';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ReasonDialog } from '@/components/reason-dialog';
import { REQUEST_TABLE } from '@common/requests/request-machine';
import type { RequestAction } from './api';

/** What the person confirmed in an action's dialog. */
export interface RequestActionRequest {
  action: RequestAction;
  reason?: string;
}

/** The actions that ask for a reason, with their dialog's words. */
const REASONED: Partial<Record<RequestAction, { title: string; text: string; label: string; confirm: string }>> = {
  refuse: {
    title: 'Отказать по заявлению',
    text: 'Заявитель увидит причину отказа в личном кабинете и в уведомлении о решении.',
    label: 'Причина отказа',
    confirm: 'Отказать',
  },
  returnRequest: {
    title: 'Вернуть заявление без рассмотрения',
    text: 'Заявление не будет зарегистрировано. Укажите, что нужно исправить, чтобы подать его снова.',
    label: 'Причина возврата',
    confirm: 'Вернуть',
  },
};

/** The question each confirmation asks. */
const CONFIRM: Partial<Record<RequestAction, string>> = {
  register: 'Заявление будет зарегистрировано в учреждении, срок рассмотрения пойдёт с даты подачи.',
  socialContract:
    'Будет принято решение о заключении социального контракта; заявитель увидит его в личном кабинете. Решение по заявлению принимается после заключения контракта.',
  satisfy: 'Будет принято решение удовлетворить заявление. Заявитель сможет скачать уведомление о решении.',
  close: 'Заявление будет закрыто: услуги по нему предоставлены. Отменить это действие нельзя.',
  withdraw: 'Заявление будет отозвано, учреждение его больше не рассмотрит. Отменить это действие нельзя.',
};

export interface RequestActionsProps {
  allowed: readonly RequestAction[];
  busy?: boolean;
  onAction: (request: RequestActionRequest) => Promise<boolean>;
}

/** Exactly the buttons the state table allows the signed-in side; a refusal and a return ask for the reason, the others for a confirmation. */
export function RequestActions({ allowed, busy, onAction }: RequestActionsProps) {
  const [open, setOpen] = useState<RequestAction | null>(null);
  const close = () => setOpen(null);
  const run = async (request: RequestActionRequest) => {
    if (await onAction(request)) close();
  };
  const reasoned = open ? REASONED[open] : undefined;
  return (
    <>
      <ActionBar actions={allowed} table={REQUEST_TABLE} busy={busy} onAction={setOpen} />
      {open && !reasoned && (
        <ConfirmDialog
          open
          title={`${REQUEST_TABLE.actions[open].caption}?`}
          text={CONFIRM[open] ?? ''}
          confirmCaption="Подтвердить"
          confirmColor={REQUEST_TABLE.actions[open].negative ? 'error' : 'primary'}
          busy={busy}
          onClose={close}
          onConfirm={() => run({ action: open })}
        />
      )}
      {open && reasoned && (
        <ReasonDialog
          title={reasoned.title}
          text={reasoned.text}
          label={reasoned.label}
          missingMessage={`Укажите ${reasoned.label.toLowerCase()}`}
          confirmCaption={reasoned.confirm}
          busy={busy}
          onClose={close}
          onSubmit={(reason) => run({ action: open, reason })}
        />
      )}
    </>
  );
}
