/**
 * Stands in, in the built client only, for MUI's CSS-variables theme machinery
 * (`createThemeWithVars` and `CssVarsProvider`), which MUI imports statically even for a theme that
 * never uses it. The portal's theme (`src/app/theme.ts`) has neither `cssVariables` nor
 * `colorSchemes`, so MUI takes its plain path and never calls these; leaving them out keeps about
 * 6 KB gzip off the first paint of every page (see `noCssVariablesThemeInMui` in vite.config.ts).
 * Should a theme ever ask for CSS variables, this fails loudly rather than rendering unstyled.
 */
const message =
  'Тема портала собрана без CSS-переменных MUI (vite.config.ts, noCssVariablesThemeInMui): уберите cssVariables/colorSchemes из темы или эту замену из сборки.';

function notBuiltIn(): never {
  throw new Error(message);
}

export default notBuiltIn;
export const CssVarsProvider = notBuiltIn;
