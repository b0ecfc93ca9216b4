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
      success: { main: '#52af3c', contrastText: '#fff' },
      warning: { main: '#ed6c02' },
      error: { main: '#d32f2f' },
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
    typography: { fontFamily: 'Roboto, "Segoe UI", "Helvetica Neue", Arial, sans-serif', button: { textTransform: 'none', fontWeight: 500 } },
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
      MuiInputLabel: { styleOverrides: { root: ({ theme: t }) => ({ '&.Mui-disabled': { color: t.palette.text.secondary } }) } },
      MuiFormLabel: { styleOverrides: { root: ({ theme: t }) => ({ '&.Mui-disabled': { color: t.palette.text.secondary } }) } },
      MuiFormControlLabel: { styleOverrides: { label: ({ theme: t }) => ({ '&.Mui-disabled': { color: t.palette.text.primary } }) } },
    },
  },
  ruRU,
);
