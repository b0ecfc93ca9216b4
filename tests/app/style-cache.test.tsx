// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { CacheProvider } from '@emotion/react';
import Button from '@mui/material/Button';

/** Renders an MUI button through the app's style cache, read anew for the page as it is now. */
async function renderButton(): Promise<Element[]> {
  vi.resetModules();
  const { styleCache } = await import('@/app/style-cache');
  render(
    <CacheProvider value={styleCache}>
      <Button variant="contained">Сохранить</Button>
    </CacheProvider>,
  );
  const styles = [...document.head.querySelectorAll(`style[data-emotion^="${styleCache.key}"]`)];
  cleanup();
  return styles;
}

describe("the app's style cache (emotion, for MUI)", () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('puts the page\'s nonce, from <meta property="csp-nonce">, on every style element it adds', async () => {
    document.head.innerHTML = '<meta property="csp-nonce" nonce="bm9uY2Utb2YtdGhlLXBhZ2U=">';
    const styles = await renderButton();
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style.getAttribute('nonce')).toBe('bm9uY2Utb2YtdGhlLXBhZ2U=');
  });

  it('adds its styles without a nonce on a page that has none', async () => {
    const styles = await renderButton();
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style.hasAttribute('nonce')).toBe(false);
  });
});
