import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@rowad/shared/ui';

/** Test helpers of mfe-public's screens (imported by tests only). */

/** Renders a page as the shell does: inside the theme and a router. */
export function renderPage(page: ReactElement) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>{page}</MemoryRouter>
    </ThemeProvider>,
  );
}
