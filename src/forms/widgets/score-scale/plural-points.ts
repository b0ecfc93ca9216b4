import { countRu } from '@common/text/plural';

/**
 * Points with the Russian plural, by the one plural helper: 1 балл, 2–4 балла, 0 and 5–20 баллов,
 * then by the last digits (21 балл, 22 балла, 111 баллов); a fraction takes «балла» (2,5 балла).
 */
export const pluralPoints = (n: number): string => countRu(n, ['балл', 'балла', 'баллов']);
