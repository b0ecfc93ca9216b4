import { createContext } from 'react';
import type { ActDefinition } from '@common/acts/act-definition';

/**
 * The act whose block is on screen, for parts that call the act's API on their own (a list row's
 * lookups). Null outside a wizard (stories, benchmarks): those parts then do nothing extra.
 */
export const ActDefinitionContext = createContext<ActDefinition | null>(null);
