import type { ComponentType } from 'react';
import type { ProgrammeRequest } from './api';

/**
 * How a request's status and term are drawn: the requests' own chip and term bar, handed in by the
 * route table (a section imports no other section), so «Мои заявки» reads exactly as «Мои заявления».
 */
export interface RequestSlots {
  StatusChip: ComponentType<{ status: number; caption: string }>;
  TermBar: ComponentType<{ term: ProgrammeRequest['term']; decided: boolean }>;
}

/** A request is decided once it has left Received and InWork. */
export const isDecided = (row: Pick<ProgrammeRequest, 'status'>) => row.status !== 1 && row.status !== 2;
