import { STORAGE_KEYS } from '../session/auth-store';
import { countTaps, holdTaps, sendTap, sendView, TAPS_URL, tapOf } from './taps';

// The contact links' tap beacon (issue 30): what a click sends, and how.

/** A Blob's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

function page(html: string): void {
  document.body.innerHTML = html;
}

const PAGE = `
  <aside data-tap-item="project:12">
    <a id="phone" href="tel:+970599000000" data-tap="phone"><span id="digits">0599 000 000</span></a>
    <a id="owner" href="/owner/3">Amal</a>
  </aside>
  <a id="loose" href="tel:1" data-tap="phone">1</a>
  <div data-tap-item="event:7"><a id="calendar" href="/api/events/7/calendar.ics" data-tap="calendar">Add</a></div>`;

let beacon: jest.Mock;
let fetchMock: jest.Mock;

beforeEach(() => {
  page(PAGE);
  localStorage.clear();
  beacon = jest.fn(() => true);
  fetchMock = jest.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  Object.defineProperty(window.navigator, 'sendBeacon', { value: beacon, configurable: true });
  Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true });
});

const el = (id: string) => document.getElementById(id)!;

describe('tapOf', () => {
  it("reads the channel from the link and the item from the link's marked ancestor", () => {
    expect(tapOf(el('digits'))).toEqual({ kind: 'project', id: 12, channel: 'phone' });
    expect(tapOf(el('calendar'))).toEqual({ kind: 'event', id: 7, channel: 'calendar' });
  });

  it('is nothing for an unmarked link, or a marked one outside an item', () => {
    expect(tapOf(el('owner'))).toBeUndefined();
    expect(tapOf(el('loose'))).toBeUndefined();
    expect(tapOf(null)).toBeUndefined();
  });
});

describe('sendTap', () => {
  it("sends a guest's tap as a JSON beacon", async () => {
    sendTap({ kind: 'project', id: 12, channel: 'phone' });
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0] as [string, Blob];
    expect(url).toBe(TAPS_URL);
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await textOf(blob))).toEqual({ kind: 'project', id: 12, channel: 'phone' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends a signed-in visitor's tap with their token, so the owner's own is left out", () => {
    localStorage.setItem(STORAGE_KEYS.token, 'the-token');
    sendTap({ kind: 'project', id: 12, channel: 'email' });
    expect(beacon).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledWith(TAPS_URL, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json', authorization: 'Bearer the-token' },
      body: JSON.stringify({ kind: 'project', id: 12, channel: 'email' }),
    });
  });

  it('falls back to a keepalive fetch when the browser refuses the beacon, and never throws', () => {
    beacon.mockReturnValue(false);
    fetchMock.mockReturnValue(Promise.reject(new Error('offline')));
    expect(() => sendTap({ kind: 'event', id: 7, channel: 'calendar' })).not.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('sendView', () => {
  it("sends the page's view the way a tap goes", async () => {
    sendView('event', 7);
    const [, blob] = beacon.mock.calls[0] as [string, Blob];
    expect(JSON.parse(await textOf(blob))).toEqual({ kind: 'event', id: 7, channel: 'view' });
  });
});

describe('holdTaps, then countTaps', () => {
  // One test: the listeners stay on jsdom's one document for the rest of the file.
  it('keeps a tap made before the page is live, sends it once it is, then one per click however often installed', () => {
    holdTaps();
    el('digits').click();
    el('owner').click();
    expect(beacon).not.toHaveBeenCalled();

    countTaps();
    expect(beacon).toHaveBeenCalledTimes(1);
    countTaps();
    el('calendar').click();
    el('owner').click();
    expect(beacon).toHaveBeenCalledTimes(2);
  });
});
