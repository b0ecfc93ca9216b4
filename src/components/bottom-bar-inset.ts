import { useCallback, useRef } from 'react';

/** The CSS variable with the height of the action bar stuck to the bottom of the screen (0 without one). */
export const BOTTOM_BAR_VARIABLE = '--portal-bottom-bar';

/** The bars on the page now, with their heights: the tallest one counts. */
const bars = new Map<HTMLElement, number>();

function publish(): void {
  const height = Math.max(0, ...bars.values());
  const root = document.documentElement.style;
  // Through the CSSOM, which the content security policy does not restrict (no inline style attribute).
  if (height > 0) root.setProperty(BOTTOM_BAR_VARIABLE, `${Math.ceil(height)}px`);
  else root.removeProperty(BOTTOM_BAR_VARIABLE);
}

/**
 * For an action bar that sticks to the bottom of the screen (the wizard's «Назад», «Сохранить»,
 * «Далее»): its ref publishes the bar's height while it is on the page, and the notifications
 * (src/components/notification-host.tsx) rise above it instead of covering its buttons.
 */
export function useBottomBarInset<T extends HTMLElement>(): (element: T | null) => void {
  const observed = useRef<{ element: T; observer?: ResizeObserver } | null>(null);
  return useCallback((element: T | null) => {
    const previous = observed.current;
    if (previous) {
      previous.observer?.disconnect();
      bars.delete(previous.element);
      observed.current = null;
    }
    if (element) {
      const measure = () => {
        bars.set(element, element.getBoundingClientRect().height);
        publish();
      };
      const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
      observer?.observe(element);
      observed.current = { element, observer };
      measure();
    } else {
      publish();
    }
  }, []);
}

/** The bottom offset of something floating at the bottom of the screen: its own gap above the bar. */
export const aboveBottomBar = (gap: number): string => `calc(var(${BOTTOM_BAR_VARIABLE}, 0px) + ${gap}px)`;
