import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import notBuiltIn, { CssVarsProvider } from '@/app/theme-parts/no-css-variables';

/**
 * The build leaves MUI's CSS-variables theme code out (vite.config.ts, noCssVariablesThemeInMui):
 * it is safe only while the portal's theme takes MUI's plain path.
 */
describe('the portal theme', () => {
  it('is a plain theme: no CSS variables, no colour schemes', () => {
    expect((theme as { vars?: unknown }).vars).toBeUndefined();
    expect(theme).not.toHaveProperty('colorSchemes');
    expect(theme).not.toHaveProperty('cssVariables');
    expect(theme.palette.primary.main).toBe('#005598');
  });

  it('fails loudly, in Russian, if the left-out code is ever called', () => {
    expect(() => notBuiltIn()).toThrow(/без CSS-переменных MUI/);
    expect(() => CssVarsProvider()).toThrow(/noCssVariablesThemeInMui/);
  });
});
