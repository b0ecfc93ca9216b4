import { WorkflowHistory } from '@/components/status-history/status-history';
import type { ContractCard } from './api';

/** How the contract's card names the sides of its table. */
const SIDES = { person: 'получатель услуг', provider: 'поставщик' };

/** Every action on the contract: when, who (which side), what, and the status it led to. */
export function ContractHistory({ history }: { history: ContractCard['history'] }) {
  return <WorkflowHistory label="История договора" rows={history} sides={SIDES} />;
}
