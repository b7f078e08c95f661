import { render, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { forgetFirstAnswers } from '@rowad/shared/api-client';
import { callKey } from '@rowad/shared/first-load';
import { firstCallsOf } from '@rowad/shared/page-match';
import { serverRenderedPages } from '@rowad/shared/pages';
import { installFakeApi, type FakeApi, type FakeRequest } from '@rowad/shared/test/fake-api';
import { theme } from '@rowad/shared/ui';
import AboutPage from '../features/about/about-page';
import ContactPage from '../features/contact/contact-page';
import EventPage from '../features/event-detail/event-page';
import EventsPage from '../features/events/events-page';
import FaqPage from '../features/faq/faq-page';
import HomePage from '../features/home/home-page';
import ProjectPage from '../features/project-detail/project-page';
import ProjectsPage from '../features/projects/projects-page';
import { aProject, anEvent, forgetLoadedData } from '../testing';

// The pages the server draws (@rowad/shared/pages), by the module name mfe-public exposes.
const components: Record<string, ComponentType> = {
  HomePage,
  AboutPage,
  FaqPage,
  ContactPage,
  ProjectsPage,
  EventsPage,
  ProjectPage,
  EventPage,
};

// An address of each, with an id and filters where the page reads them.
const addresses: Record<string, string> = {
  '/': '/',
  '/about': '/about',
  '/faq': '/faq',
  '/contact': '/contact',
  '/allprojects': '/allprojects?q=%20glass%20&category=food',
  '/allevents': '/allevents?q=olive',
  '/project/:id': '/project/5',
  '/event/:id': '/event/7',
};

const list = { status: 200, body: [], headers: { 'x-total-count': '0' } };

let api: FakeApi;
beforeEach(async () => {
  forgetLoadedData();
  forgetFirstAnswers();
  api = await installFakeApi();
  for (const url of ['/app/projects', '/app/events', '/projects', '/events', '/project/5/comments']) {
    api.on('GET', url, list);
  }
  api.on('GET', '/projects/5', { status: 200, body: aProject({ id: 5 }) });
  api.on('GET', '/events/7', { status: 200, body: anEvent({ id: 7 }) });
});
afterEach(() => api.restore());

const keyOf = (request: FakeRequest) => callKey(request.method, request.url, request.query);

describe('the calls a page the server draws makes at once', () => {
  it('covers every page the server draws', () => {
    expect(Object.keys(components).sort()).toEqual(
      serverRenderedPages.map((page) => ('module' in page.page ? page.page.module : '')).sort(),
    );
    expect(Object.keys(addresses).sort()).toEqual(serverRenderedPages.map((page) => page.path).sort());
  });

  it.each(serverRenderedPages.map((page) => [page.path, page] as const))(
    '%s: its hooks ask exactly the first calls the server answers ahead',
    async (path, page) => {
      const Page = 'module' in page.page ? components[page.page.module] : undefined;
      const address = addresses[path] ?? path;
      const [pathname = '', search = ''] = address.split(/(?=\?)/);
      const expected = firstCallsOf(pathname, search).map((call) => callKey('GET', call.url, call.query));
      expect(Page).toBeDefined();
      if (!Page) return;
      render(
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={[address]}>
            <Routes>
              <Route path={path} element={<Page />} />
            </Routes>
          </MemoryRouter>
        </ThemeProvider>,
      );
      await waitFor(() => expect(api.requests.map(keyOf).sort()).toEqual([...expected].sort()));
    },
  );
});
