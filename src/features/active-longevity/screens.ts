import { createElement, type ComponentType } from 'react';
import { InstitutionPage } from './institution-page';
import { ProgrammePage } from './programme-page';
import type { RequestSlots } from './request-slots';

export interface LongevityScreens {
  ProgrammePage: ComponentType;
  InstitutionPage: ComponentType;
}

const made = new WeakMap<RequestSlots['StatusChip'], LongevityScreens>();

/**
 * The programme's screens, loaded together by the route table, which hands in the requests' status
 * chip and term bar; made once per chip, so a screen keeps its identity across renders.
 */
export function longevityScreens(slots: RequestSlots): LongevityScreens {
  const known = made.get(slots.StatusChip);
  if (known) return known;
  const screens = { ProgrammePage: () => createElement(ProgrammePage, { slots }), InstitutionPage };
  made.set(slots.StatusChip, screens);
  return screens;
}
