import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { STORAGE_KEYS } from '@rowad/shared/session';
import { PAGE_LIVE_EVENT, TOKEN_STORAGE_KEY, startWhenNeeded } from './wake';

/** The page as the server sends it: `<html>` marked as the API marks it, the first screen in #root. */
function serverRenderedPage(markup: string, html: Record<string, string> = {}) {
  Object.assign(document.documentElement.dataset, html);
  document.body.innerHTML = `<div id="root">${markup}</div>`;
}

/** A search box as a page draws it: what is typed shows below it, and what was searched for. */
function SearchBox() {
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState<string>();
  return createElement(
    'main',
    null,
    createElement('input', {
      'aria-label': 'Search projects',
      value: query,
      onChange: (event: { target: HTMLInputElement }) => setQuery(event.target.value),
    }),
    createElement('button', { type: 'button', onClick: () => setSearched(query) }, 'Search'),
    createElement('p', null, `Results for ${query || 'everything'}`),
    searched === undefined ? null : createElement('p', null, `Searched for ${searched}`),
  );
}

/** The page as the server drew it, typed into before the app came, then taken over by React. */
async function hydrateSearchBoxTypedInto(typed: string): Promise<Root> {
  serverRenderedPage(renderToString(createElement(SearchBox)), onInteraction);
  startWhenNeeded(jest.fn());
  screen.getByRole<HTMLInputElement>('textbox', { name: 'Search projects' }).value = typed;
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(document.getElementById('root')!, createElement(SearchBox));
  });
  return root!;
}

/** Lets whatever the page scheduled for later (a press made again) happen. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const onInteraction = { start: 'on-interaction', renderedIn: 'en' };

/** What the page does once the app has drawn it (shell/src/remotes/remote-module.tsx). */
function goLive() {
  document.dispatchEvent(new Event(PAGE_LIVE_EVENT));
}

afterEach(() => {
  // A waiting page keeps its listeners on document: a key and the page going live retire them,
  // on an empty page, so the next test starts from a fresh one.
  document.body.innerHTML = '';
  fireEvent.keyDown(document);
  goLive();
  delete document.documentElement.dataset['start'];
  delete document.documentElement.dataset['renderedIn'];
  document.cookie = 'language=; path=/; max-age=0';
});

describe('when the app starts', () => {
  it('starts at once on a page the server did not render', () => {
    serverRenderedPage('<main>Projects</main>');
    const start = jest.fn();

    startWhenNeeded(start);

    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once on a rendered page that is not marked to wait', () => {
    serverRenderedPage('<main>Projects</main>', { renderedIn: 'en' });
    const start = jest.fn();

    startWhenNeeded(start);

    expect(start).toHaveBeenCalledTimes(1);
  });

  it("waits on a server-rendered page and starts at the visitor's first key, once", () => {
    serverRenderedPage('<main><a href="/allprojects">All projects</a></main>', onInteraction);
    const start = jest.fn();

    startWhenNeeded(start);
    expect(start).not.toHaveBeenCalled();

    fireEvent.keyDown(screen.getByRole('link', { name: 'All projects' }), { key: 'Tab' });
    expect(start).toHaveBeenCalledTimes(1);

    fireEvent.pointerDown(document.body);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    fireEvent.scroll(document);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a touch of the pointer', () => fireEvent.pointerDown(document.body)],
    ['a touch on a phone', () => fireEvent.touchStart(document.body)],
    ['a scroll', () => fireEvent.scroll(document)],
    ['a turn of the wheel', () => fireEvent.wheel(document.body)],
    ['a focus', () => fireEvent.focusIn(screen.getByRole('link', { name: 'About' }))],
  ])('starts at %s', (_what, interact) => {
    serverRenderedPage('<main><a href="/about">About</a></main>', onInteraction);
    const start = jest.fn();

    startWhenNeeded(start);
    interact();

    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for a visitor whose stored language is the one the page was rendered in', () => {
    localStorage.setItem('language', 'ar');
    serverRenderedPage('<main>المشاريع</main>', { start: 'on-interaction', renderedIn: 'ar' });
    const start = jest.fn();

    startWhenNeeded(start);

    expect(start).not.toHaveBeenCalled();
  });

  it('starts at once for a signed-in visitor, whose account menu needs the app', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'a.signed.token');
    serverRenderedPage('<main>Projects</main>', onInteraction);
    const start = jest.fn();

    startWhenNeeded(start);

    expect(start).toHaveBeenCalledTimes(1);
  });

  it('reads the token where the session keeps it', () => {
    expect(TOKEN_STORAGE_KEY).toBe(STORAGE_KEYS.token);
  });

  it('starts at once in a stored language other than the rendered one, and tells the server in a cookie', () => {
    localStorage.setItem('language', 'ar');
    serverRenderedPage('<main>Projects</main>', onInteraction);
    const start = jest.fn();

    startWhenNeeded(start);

    expect(start).toHaveBeenCalledTimes(1);
    expect(document.cookie).toBe('language=ar');
  });

  it('writes English to the cookie for a visitor with no stored choice on a page rendered in Arabic', () => {
    serverRenderedPage('<main>المشاريع</main>', { start: 'on-interaction', renderedIn: 'ar' });
    const start = jest.fn();

    startWhenNeeded(start);

    expect(start).toHaveBeenCalledTimes(1);
    expect(document.cookie).toBe('language=en');
  });
});

describe('what the visitor did before the page was live', () => {
  it('presses a button again once the page is live, and only then', async () => {
    serverRenderedPage('<main><button type="button">Follow</button></main>', onInteraction);
    const start = jest.fn();
    startWhenNeeded(start);
    const follow = screen.getByRole('button', { name: 'Follow' });
    const pressed = jest.fn();
    follow.addEventListener('click', pressed);

    await userEvent.click(follow);
    expect(start).toHaveBeenCalledTimes(1);
    expect(pressed).not.toHaveBeenCalled();

    goLive();
    await waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));

    // Live: a press reaches the button at once, and going live again replays nothing.
    await userEvent.click(follow);
    expect(pressed).toHaveBeenCalledTimes(2);
    goLive();
    await nextTask();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('presses the button a click on its icon was meant for', async () => {
    serverRenderedPage(
      '<main><div role="button" tabindex="0"><span>♥</span> Like</div></main>',
      onInteraction,
    );
    startWhenNeeded(jest.fn());
    const like = screen.getByRole('button', { name: '♥ Like' });
    const pressed = jest.fn();
    like.addEventListener('click', pressed);

    expect(fireEvent.click(screen.getByText('♥'))).toBe(false);
    expect(pressed).not.toHaveBeenCalled();

    goLive();
    await waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
  });

  it('holds a tick of a checkbox, and makes it once live', async () => {
    serverRenderedPage('<main><label><input type="checkbox"> Remember me</label></main>', onInteraction);
    startWhenNeeded(jest.fn());
    const remember = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Remember me' });

    fireEvent.click(remember);
    expect(remember.checked).toBe(false);

    goLive();
    await waitFor(() => expect(remember.checked).toBe(true));
  });

  it('does not hold a link: it works without the app', () => {
    serverRenderedPage('<main><a href="/allprojects">All projects</a></main>', onInteraction);
    startWhenNeeded(jest.fn());
    const reached: { defaultPrevented: boolean }[] = [];
    screen.getByRole('main').addEventListener('click', (event) => {
      reached.push({ defaultPrevented: event.defaultPrevented });
      // jsdom cannot navigate; the browser would follow the link here.
      event.preventDefault();
    });

    fireEvent.click(screen.getByRole('link', { name: 'All projects' }));

    expect(reached).toEqual([{ defaultPrevented: false }]);
  });

  it('does not press a button that is gone by the time the page is live', async () => {
    serverRenderedPage('<main><button type="button">Follow</button></main>', onInteraction);
    startWhenNeeded(jest.fn());
    const follow = screen.getByRole('button', { name: 'Follow' });
    const pressed = jest.fn();
    follow.addEventListener('click', pressed);

    fireEvent.click(follow);
    follow.remove();
    goLive();
    await nextTask();

    expect(pressed).not.toHaveBeenCalled();
  });

  it('hands the text typed into a field to the app once live', () => {
    serverRenderedPage(
      '<main><input aria-label="Search projects"><textarea aria-label="Message"></textarea></main>',
      onInteraction,
    );
    startWhenNeeded(jest.fn());
    const search = screen.getByRole<HTMLInputElement>('textbox', { name: 'Search projects' });
    const message = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    const typed: string[] = [];
    // What React's listener on the root would see.
    screen
      .getByRole('main')
      .addEventListener('input', (event) => typed.push((event.target as HTMLInputElement).value));

    // Typed before the app listens: the browser changes the value, no handler sees it.
    search.value = 'glass';
    message.value = 'Hello';
    expect(typed).toEqual([]);

    goLive();

    expect(typed).toEqual(['glass', 'Hello']);
    expect(search.value).toBe('glass');
    expect(message.value).toBe('Hello');
  });

  it('fires nothing for a field the visitor left as the server drew it', () => {
    serverRenderedPage('<main><input aria-label="Search projects" value="glass"></main>', onInteraction);
    startWhenNeeded(jest.fn());
    const input = jest.fn();
    screen.getByRole('textbox', { name: 'Search projects' }).addEventListener('input', input);

    goLive();

    expect(input).not.toHaveBeenCalled();
  });

  it('lets React see the text typed into a field it drew on the server', async () => {
    const root = await hydrateSearchBoxTypedInto('glass');
    expect(screen.getByText('Results for everything')).toBeTruthy();

    await act(async () => goLive());

    expect(screen.getByText('Results for glass')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search projects' }).value).toBe('glass');
    act(() => root.unmount());
  });

  it('presses a button after the text typed before it has reached React', async () => {
    serverRenderedPage(renderToString(createElement(SearchBox)), onInteraction);
    startWhenNeeded(jest.fn());
    screen.getByRole<HTMLInputElement>('textbox', { name: 'Search projects' }).value = 'glass';
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(document.getElementById('root')!, createElement(SearchBox));
    });
    expect(screen.queryByText(/Searched for/)).toBeNull();

    await act(async () => {
      goLive();
      await nextTask();
    });

    expect(screen.getByText('Searched for glass')).toBeTruthy();
    act(() => root?.unmount());
  });
});
