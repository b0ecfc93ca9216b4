import type { Preview } from '@storybook/react-vite';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '../src/app/theme';

/** Every story in the portal's theme (colours, MUI Russian locale) inside a router. */
const preview: Preview = {
  decorators: [
    (Story) => (
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      </ThemeProvider>
    ),
  ],
  parameters: {
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Телефон 360', styles: { width: '360px', height: '740px' } },
        desktop: { name: 'Рабочий стол 1280', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
  initialGlobals: { locale: 'ru' },
};

export default preview;
