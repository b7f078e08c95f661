import { fireEvent } from '@testing-library/react';
import { DATA_SAVER_STORAGE_KEY, storedChoice } from '@rowad/shared/data-saver';
import { appStarted, isWarming, routeOf } from './warm';
import {
  APP_START_EVENT,
  IDLE_FALLBACK_MS,
  IDLE_TIMEOUT_MS,
  PAGE_LIVE_EVENT,
  READ_AHEAD_LANES,
  START_NOW,
  START_WARMING,
  idleMoment,
  readAhead,
  savesData,
  startWhenNeeded,
} from './wake';

// Reading ahead (issue 29): while the visitor reads a server-drawn page, wake.js fetches the app in
// idle moments and runs it warming, unless the visitor asked to save data.

type IdleCallback = () => void;

/** requestIdleCallback under the test's control: each call waits until `runIdle` lets it go. */
function controlledIdle() {
  const waiting: IdleCallback[] = [];
  const request = jest.fn((callback: IdleCallback, _options?: IdleRequestOptions) => {
    waiting.push(callback);
    return waiting.length;
  });
  Object.defineProperty(window, 'requestIdleCallback', { value: request, configurable: true });
  return {
    request,
    waiting,
    runIdle: () => {
      for (const callback of waiting.splice(0)) callback();
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The preloads wake.js has asked for, in order. */
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) =>
    link.getAttribute('href'),
  );

/** The browser's answer to a preload (jsdom fetches nothing itself). */
function arrive(href: string) {
  document.head.querySelector(`link[href="${href}"]`)?.dispatchEvent(new Event('load'));
}

function drawnPage(html: Record<string, string> = {}) {
  Object.assign(document.documentElement.dataset, { start: 'on-interaction', renderedIn: 'en', ...html });
  document.body.innerHTML = '<div id="root"><main><a href="/about">About</a></main></div>';
}

afterEach(() => {
  // Retires a waiting page's listeners (see wake.test.ts), then clears what a test set.
  fireEvent.keyDown(document);
  document.dispatchEvent(new Event(PAGE_LIVE_EVENT));
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  for (const key of ['start', 'renderedIn', 'saveData']) delete document.documentElement.dataset[key];
  localStorage.clear();
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
});

describe('whether the visitor saves data', () => {
  it('does not when nothing says so', () => {
    drawnPage();
    expect(savesData(document, { connection: { saveData: false } }, localStorage)).toBe(false);
    expect(savesData(document, {}, localStorage)).toBe(false);
  });

  it('does when the server saw Save-Data: on (<html data-save-data>)', () => {
    drawnPage({ saveData: '' });
    expect(savesData(document, {}, localStorage)).toBe(true);
  });

  it("does when the browser's own setting says so (navigator.connection.saveData)", () => {
    drawnPage();
    expect(savesData(document, { connection: { saveData: true } }, localStorage)).toBe(true);
  });

  it("does when Rowad's data saver is on, and only when it is 'on'", () => {
    drawnPage();
    localStorage.setItem(DATA_SAVER_STORAGE_KEY, 'on');
    expect(storedChoice(localStorage)).toBe('on');
    expect(savesData(document, {}, localStorage)).toBe(true);
    localStorage.setItem(DATA_SAVER_STORAGE_KEY, 'off');
    expect(savesData(document, {}, localStorage)).toBe(false);
  });

  it("keeps to the visitor's 'off' even when the browser asks to save data (issue 32)", () => {
    drawnPage({ saveData: '' });
    localStorage.setItem(DATA_SAVER_STORAGE_KEY, 'off');
    expect(savesData(document, { connection: { saveData: true } }, localStorage)).toBe(false);
    localStorage.removeItem(DATA_SAVER_STORAGE_KEY);
  });

  it('reads no choice from storage that cannot be read', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(storedChoice(broken)).toBeUndefined();
  });
});

describe('idle moments', () => {
  it('waits for requestIdleCallback, which may not wait longer than IDLE_TIMEOUT_MS', async () => {
    const idle = controlledIdle();
    const done = jest.fn();
    void idleMoment(window).then(done);
    await flush();
    expect(done).not.toHaveBeenCalled();
    expect(idle.request).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });

    idle.runIdle();
    await flush();
    expect(done).toHaveBeenCalled();
  });

  it('pauses IDLE_FALLBACK_MS instead in a browser without requestIdleCallback', async () => {
    jest.useFakeTimers();
    try {
      const done = jest.fn();
      void idleMoment(window).then(done);
      await jest.advanceTimersByTimeAsync(IDLE_FALLBACK_MS - 1);
      expect(done).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(done).toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});

const scripts = ['/a.js', '/b.js', '/c.js', '/d.js', '/main.js'];

describe('reading ahead', () => {
  it('fetches in idle moments, a few at a time, then runs the app warming', async () => {
    const idle = controlledIdle();
    drawnPage();
    const warm = jest.fn();
    const finished = readAhead({ scripts, warm, warmDelayMs: 0 }, () => false, window);

    await flush();
    expect(preloads()).toEqual([]);
    idle.runIdle();
    await flush();
    expect(preloads()).toEqual(scripts.slice(0, READ_AHEAD_LANES));

    // The next one waits for one of those to arrive, and for an idle moment.
    arrive('/a.js');
    await flush();
    expect(preloads()).toHaveLength(READ_AHEAD_LANES);
    idle.runIdle();
    await flush();
    expect(preloads()).toEqual(scripts.slice(0, READ_AHEAD_LANES + 1));

    for (const href of scripts) {
      arrive(href);
      await flush();
      idle.runIdle();
      await flush();
    }
    idle.runIdle();
    await expect(finished).resolves.toEqual(scripts);
    expect(document.documentElement.dataset.start).toBe(START_WARMING);
    expect(warm).toHaveBeenCalledTimes(1);
  });

  it('fetches from load on, but runs the app warming only after the quiet moment after load', async () => {
    const idle = controlledIdle();
    drawnPage();
    const warm = jest.fn();
    const quietMs = 400;
    const loadedAt = Date.now();
    const finished = readAhead({ scripts, warm, warmDelayMs: quietMs }, () => false, window);
    await flush();
    idle.runIdle();
    await flush();
    expect(preloads()).toEqual(scripts.slice(0, READ_AHEAD_LANES));
    for (const href of scripts) {
      arrive(href);
      await flush();
      idle.runIdle();
      await flush();
    }
    expect(preloads()).toEqual(scripts);
    idle.runIdle();
    await flush();
    // Every script is in, the quiet moment is not over: nothing runs yet.
    expect(warm).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, quietMs));
    idle.runIdle();
    await expect(finished).resolves.toEqual(scripts);
    expect(warm).toHaveBeenCalledTimes(1);
    expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(quietMs);
  });

  it("waits for the first screen's pictures before fetching anything", async () => {
    const idle = controlledIdle();
    drawnPage();
    const picture = document.createElement('img');
    Object.defineProperty(picture, 'complete', { value: false });
    picture.getBoundingClientRect = () => ({ top: 10, left: 0, bottom: 300, right: 400 }) as DOMRect;
    const below = document.createElement('img');
    Object.defineProperty(below, 'complete', { value: false });
    below.getBoundingClientRect = () => ({ top: 5000, left: 0, bottom: 5300, right: 400 }) as DOMRect;
    document.body.append(picture, below);

    void readAhead({ scripts, warm: jest.fn(), warmDelayMs: 0 }, () => false, window);
    await flush();
    idle.runIdle();
    await flush();
    expect(idle.request).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);

    // A picture below the first screen is not waited for.
    picture.dispatchEvent(new Event('load'));
    await flush();
    idle.runIdle();
    await flush();
    expect(preloads()).toEqual(scripts.slice(0, READ_AHEAD_LANES));
  });

  it('stops, and does not run the app warming, once the visitor has interacted', async () => {
    const idle = controlledIdle();
    drawnPage();
    let interacted = false;
    const warm = jest.fn();
    const finished = readAhead({ scripts, warm, warmDelayMs: 0 }, () => interacted, window);
    await flush();
    idle.runIdle();
    await flush();
    interacted = true;
    for (const href of scripts) arrive(href);
    for (let moment = 0; moment < 3; moment += 1) {
      await flush();
      idle.runIdle();
    }

    await expect(finished).resolves.toEqual(scripts.slice(0, READ_AHEAD_LANES));
    expect(warm).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.start).toBe('on-interaction');
  });
});

describe('a waiting page with reading ahead', () => {
  it('reads ahead for a visitor who does not save data', async () => {
    const idle = controlledIdle();
    drawnPage();
    startWhenNeeded(jest.fn(), document, { scripts, warm: jest.fn(), warmDelayMs: 0 });
    await flush();
    idle.runIdle();
    await flush();
    expect(preloads()).toEqual(scripts.slice(0, READ_AHEAD_LANES));
  });

  it.each([
    ['Save-Data: on', () => drawnPage({ saveData: '' })],
    [
      "Rowad's data saver",
      () => {
        localStorage.setItem(DATA_SAVER_STORAGE_KEY, 'on');
        drawnPage();
      },
    ],
  ])('fetches nothing before the first interaction with %s', async (_what, arrange) => {
    const idle = controlledIdle();
    arrange();
    const start = jest.fn();
    const warm = jest.fn();
    startWhenNeeded(start, document, { scripts, warm, warmDelayMs: 0 });
    await flush();
    idle.runIdle();
    await flush();
    expect(idle.request).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
    expect(warm).not.toHaveBeenCalled();

    fireEvent.pointerDown(document.body);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('tells a warming app to draw at the first interaction', () => {
    drawnPage();
    const started = jest.fn();
    document.addEventListener(APP_START_EVENT, started);
    startWhenNeeded(jest.fn(), document, { scripts, warm: jest.fn(), warmDelayMs: 0 });
    document.documentElement.dataset.start = START_WARMING;
    expect(isWarming()).toBe(true);

    fireEvent.pointerDown(document.body);

    expect(document.documentElement.dataset.start).toBe(START_NOW);
    expect(isWarming()).toBe(false);
    expect(started).toHaveBeenCalledTimes(1);
    document.removeEventListener(APP_START_EVENT, started);
  });
});

describe('the warming app', () => {
  it('waits for the first interaction before drawing', async () => {
    document.documentElement.dataset.start = START_WARMING;
    const drawn = jest.fn();
    void appStarted().then(drawn);
    await flush();
    expect(drawn).not.toHaveBeenCalled();

    document.documentElement.dataset.start = START_NOW;
    document.dispatchEvent(new Event(APP_START_EVENT));
    await flush();
    expect(drawn).toHaveBeenCalled();
  });

  it('draws at once when the interaction came before it ran', async () => {
    document.documentElement.dataset.start = START_NOW;
    await expect(appStarted()).resolves.toBeUndefined();
  });

  it("guesses the page's remote module as the router ranks the routes", () => {
    const page = (module: string) => ({ remote: 'mfe_public' as const, module });
    const routes = [
      { path: '/project/:id', page: page('ProjectPage'), access: { kind: 'public' as const } },
      { path: '/project/new', page: page('NewProject'), access: { kind: 'public' as const } },
      { path: '/allprojects', page: page('ProjectsPage'), access: { kind: 'public' as const } },
    ];
    expect(routeOf('/allprojects', routes)?.page).toEqual(page('ProjectsPage'));
    expect(routeOf('/project/14', routes)?.page).toEqual(page('ProjectPage'));
    expect(routeOf('/project/new', routes)?.page).toEqual(page('NewProject'));
    expect(routeOf('/AllProjects/', routes)?.page).toEqual(page('ProjectsPage'));
    expect(routeOf('/nowhere', routes)).toBeUndefined();
  });
});
