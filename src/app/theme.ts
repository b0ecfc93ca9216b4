import { createTheme } from '@mui/material/styles';
import { ruRU } from '@mui/material/locale';

/** The portal's MUI theme: the spec's colours and MUI's Russian locale. */
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
    typography: { fontFamily: 'Roboto, "Segoe UI", "Helvetica Neue", Arial, sans-serif' },
  },
  ruRU,
);
