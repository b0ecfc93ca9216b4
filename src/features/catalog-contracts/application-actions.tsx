import { useState } from 'react';
import { ActionBar } from '@/components/action-bar';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ReasonDialog } from '@/components/reason-dialog';
import { CATALOG_CONTRACT_ACTION_CAPTIONS, CATALOG_CONTRACT_TABLE } from '@common/contracts/catalog-contract-machine';
import type { ApplicationAction } from './api';

/** What the person confirmed in an action's dialog. */
export type ApplicationActionRequest =
  | { action: Exclude<ApplicationAction, 'reject'> }
  | { action: 'reject'; reason: string };

/** The question each confirmation asks. */
const CONFIRM: Record<Exclude<ApplicationAction, 'reject'>, string> = {
  save: 'Заявитель увидит, что заявление принято. Свяжитесь с ним по указанному телефону, чтобы согласовать начало оказания услуги.',
  setPayed: 'Будет отмечено, что услуга по заявлению оплачена. Отменить отметку нельзя.',
  cancel: 'Заявление будет отозвано, поставщик его больше не рассмотрит. Отменить это действие нельзя.',
};

export interface ApplicationActionsProps {
  allowed: readonly ApplicationAction[];
  busy?: boolean;
  onAction: (request: ApplicationActionRequest) => Promise<boolean>;
}

/** Exactly the buttons the state table allows the signed-in side; a rejection asks for its reason, the others for a confirmation. */
export function ApplicationActions({ allowed, busy, onAction }: ApplicationActionsProps) {
  const [open, setOpen] = useState<ApplicationAction | null>(null);
  const close = () => setOpen(null);
  const run = async (request: ApplicationActionRequest) => {
    if (await onAction(request)) close();
  };
  return (
    <>
      <ActionBar actions={allowed} table={CATALOG_CONTRACT_TABLE} busy={busy} onAction={setOpen} />
      {open && open !== 'reject' && (
        <ConfirmDialog
          open
          title={open === 'setPayed' ? 'Отметить оплату?' : `${CATALOG_CONTRACT_ACTION_CAPTIONS[open]}?`}
          text={CONFIRM[open]}
          confirmCaption="Подтвердить"
          confirmColor="primary"
          busy={busy}
          onClose={close}
          onConfirm={() => run({ action: open })}
        />
      )}
      {open === 'reject' && (
        <ReasonDialog
          title="Отклонить заявление"
          text="Заявитель увидит причину в своём личном кабинете."
          busy={busy}
          onClose={close}
          onSubmit={(reason) => run({ action: 'reject', reason })}
        />
      )}
    </>
  );
}
