import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { SWRConfig } from 'swr';
import { theme } from './theme';
import { AppRoutes } from './router';

/** The application root: theme, data cache and router. */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SWRConfig>
    </ThemeProvider>
  );
}
