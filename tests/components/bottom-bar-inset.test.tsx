// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOTTOM_BAR_VARIABLE, aboveBottomBar, useBottomBarInset } from '@/components/bottom-bar-inset';

function Bar({ height }: { height: number }) {
  const ref = useBottomBarInset<HTMLDivElement>();
  return (
    <div
      ref={(element) => {
        if (element) vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ height } as DOMRect);
        ref(element);
      }}
    >
      Назад Сохранить Далее
    </div>
  );
}

const inset = () => document.documentElement.style.getPropertyValue(BOTTOM_BAR_VARIABLE);

describe('the inset of a sticky bottom bar', () => {
  afterEach(() => document.documentElement.style.removeProperty(BOTTOM_BAR_VARIABLE));

  it('is published while the bar is on the page, the tallest of two, and removed with the last', () => {
    expect(inset()).toBe('');
    const first = render(<Bar height={52.4} />);
    expect(inset()).toBe('53px');
    const second = render(<Bar height={96} />);
    expect(inset()).toBe('96px');
    second.unmount();
    expect(inset()).toBe('53px');
    first.unmount();
    expect(inset()).toBe('');
  });

  it('lifts what floats at the bottom by the bar and its own gap', () => {
    expect(aboveBottomBar(24)).toBe(`calc(var(${BOTTOM_BAR_VARIABLE}, 0px) + 24px)`);
  });
});
