import { StatusHistory, type StatusHistoryEntry } from '@/components/status-history/status-history';
import type { ContractCard } from './api';

/** One step of the history as the card words it: the side beside the name, the note after the action. */
function historyEntry(h: ContractCard['history'][number]): StatusHistoryEntry {
  return {
    at: h.at,
    who: `${h.who ?? '—'} (${h.side === 'person' ? 'получатель услуг' : 'поставщик'})`,
    action: h.note ? `${h.actionCaption}: ${h.note}` : h.actionCaption,
    status: h.toStatusCaption,
  };
}

/** Every action on the contract: when, who (which side), what, and the status it led to. */
export function ContractHistory({ history }: { history: ContractCard['history'] }) {
  return <StatusHistory label="История договора" entries={history.map(historyEntry)} />;
}
