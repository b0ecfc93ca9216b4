import { BrowserRouter } from 'react-router-dom';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { SWRConfig } from 'swr';
import { styleCache } from './style-cache';
import { theme } from './theme';
import { AppRoutes } from './router';

/** The application root: style cache, theme, data cache and router. */
export function App() {
  return (
    <CacheProvider value={styleCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </SWRConfig>
      </ThemeProvider>
    </CacheProvider>
  );
}
