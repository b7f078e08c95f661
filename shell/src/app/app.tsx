import { BrowserRouter, Route, Routes } from '@rowad/shared/routing';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@rowad/shared/ui';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { ProfilePage } from '../features/profile/profile-page';
import { GuardedRoute } from './guarded-route';
import { Layout } from './layout';
import { RemoteModule } from '../remotes/remote-module';
import { routeTable, type RoutePage } from './route-table';

function Page({ page }: { page: RoutePage }) {
  if ('local' in page) return <ProfilePage />;
  return <RemoteModule remote={page.remote} module={page.module} />;
}

/** The platform's pages, inside whichever router serves them (the browser's, or the server's). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {routeTable.map(({ path, page, access }) => (
          <Route
            key={path}
            path={path}
            element={
              <GuardedRoute access={access}>
                <Page page={page} />
              </GuardedRoute>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** The theme and the global styles around everything; `children` is a router with AppRoutes. */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}

export function App() {
  return (
    <AppFrame>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
