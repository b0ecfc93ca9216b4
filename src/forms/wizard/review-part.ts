import { onDemand } from '@/components/on-demand';

/**
 * The review (the whole act shown as a document, and signing) is a step of its own, downloaded
 * when the person heads for it: it is not part of the act card's first paint.
 */
export const ReviewSign = onDemand(() => import('./review-sign').then((module) => module.ReviewSign));

/** Starts downloading the review when the person heads for it. */
export function prefetchReview(): void {
  ReviewSign.prefetch();
}
