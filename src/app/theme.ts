import { createTheme } from '@mui/material/styles';
import { ruRU } from '@mui/material/locale';

/**
 * The portal's MUI theme: the spec's colours and MUI's Russian locale. Buttons and tabs in sentence
 * case, as national portals write them (capitals read slower and shout). A field that cannot be
 * changed keeps its text at full contrast: only its frame and background say it is locked, so the
 * value stays easy to read (WCAG 1.4.3).
 */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#005598' },
      secondary: { main: '#4673b3' },
      // Dark text on the brand green: white on #52af3c is 2.7:1, below WCAG AA's 4.5:1.
      success: { main: '#52af3c', contrastText: '#0d2608' },
      // Dark text on orange for the same reason (white on #ed6c02 is 3:1).
      warning: { main: '#ed6c02', contrastText: '#1f0e00' },
      error: { main: '#d32f2f' },
      // MUI's info blue (#0288d1) carries white text at 3.9:1; this one at 7:1.
      info: { main: '#01579b' },
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
    typography: {
      fontFamily: 'Roboto, "Segoe UI", "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 500 },
    },
    components: {
      MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
      MuiInputBase: {
        styleOverrides: {
          root: ({ theme: t }) => ({
            '&.Mui-disabled': { color: t.palette.text.primary, backgroundColor: t.palette.grey[100] },
            '& .MuiInputBase-input.Mui-disabled': { WebkitTextFillColor: t.palette.text.primary },
          }),
        },
      },
      MuiInputLabel: {
        styleOverrides: { root: ({ theme: t }) => ({ '&.Mui-disabled': { color: t.palette.text.secondary } }) },
      },
      MuiFormLabel: {
        styleOverrides: { root: ({ theme: t }) => ({ '&.Mui-disabled': { color: t.palette.text.secondary } }) },
      },
      MuiFormControlLabel: {
        styleOverrides: { label: ({ theme: t }) => ({ '&.Mui-disabled': { color: t.palette.text.primary } }) },
      },
    },
  },
  ruRU,
);
