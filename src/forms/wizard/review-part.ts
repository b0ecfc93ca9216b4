import { onDemand } from '@/components/on-demand';

/**
 * The review (the whole act shown as a document, and signing) is a step of its own, downloaded
 * when the person heads for it: it is not part of the act card's first paint.
 */
const load = () => import('./review-sign');

export const ReviewSign = onDemand(() => load().then((module) => module.ReviewSign));

/** Starts downloading the review and what it shows beyond the card (the signature pad). */
export function prefetchReview(): void {
  ReviewSign.prefetch();
  void load().then(
    (module) => module.prefetchReview(),
    () => undefined,
  );
}
