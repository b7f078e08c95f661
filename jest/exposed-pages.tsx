import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { RemoteName } from '@rowad/shared/federation';
import { useLanguageStore } from '@rowad/shared/i18n';
import { exposedModules } from '@rowad/shared/pages';
import { theme } from '@rowad/shared/ui';

/** An exposed page, and the title its visitor reads in English and in Arabic. */
export type ExposedPages = Record<string, [page: ComponentType, english: string, arabic: string]>;

/**
 * What every remote promises the shell: the pages its federation contract names, each showing
 * its title in English and, after the language switch, in Arabic.
 */
export function describeExposedPages(remote: RemoteName, pages: ExposedPages): void {
  describe(`${remote}: the pages it exposes`, () => {
    afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

    it('are exactly the modules of the federation contract', () => {
      expect(Object.keys(pages).sort()).toEqual(exposedModules(remote).sort());
    });

    // A page may come in a chunk of its own (a lazy section, as the browser loads it): its title
    // is awaited.
    it.each(Object.entries(pages))(
      '%s shows its title in English, then in Arabic',
      async (_name, [Page, english, arabic]) => {
        render(
          <ThemeProvider theme={theme}>
            <MemoryRouter>
              <Page />
            </MemoryRouter>
          </ThemeProvider>,
        );
        expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(english);
        act(() => useLanguageStore.getState().setLanguage('ar'));
        expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(arabic);
      },
    );
  });
}
