import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { SWRConfig } from 'swr';
import { theme } from './theme';
import { createRouter } from './router';

/** The application root: theme, data cache and router. */
export function App() {
  const [router] = useState(createRouter);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </ThemeProvider>
  );
}
