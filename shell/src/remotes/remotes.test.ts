import { REMOTES_CONFIG_ELEMENT_ID } from '@rowad/shared/federation';
import type * as Remotes from './remotes';

const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  loadRemote: jest.fn(),
}));

const fetchMock = jest.fn();

function freshRemotesModule(): typeof Remotes {
  let loaded: typeof Remotes | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual('./remotes');
  });
  return loaded!;
}

function writeInlineConfig(content: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = REMOTES_CONFIG_ELEMENT_ID;
  block.textContent = content;
  document.head.append(block);
}

beforeEach(() => {
  registerRemotes.mockClear();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ ok: true, json: async () => ({ mfe_auth: '/mfe-auth/remoteEntry.js' }) });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  document.head.innerHTML = '';
});

describe('where the shell learns its remotes', () => {
  it('uses the map the server wrote into the page, without asking for /remotes.json', async () => {
    writeInlineConfig(JSON.stringify({ mfe_public: '/mfe-public/remoteEntry.js' }));

    await freshRemotesModule().registerRemotesFromManifest();

    expect(fetchMock).not.toHaveBeenCalled();
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mfe_public', entry: `${window.location.origin}/mfe-public/remoteEntry.js` },
    ]);
  });

  it('fetches /remotes.json when the page carries no map', async () => {
    await freshRemotesModule().registerRemotesFromManifest();

    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.anything());
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mfe_auth', entry: `${window.location.origin}/mfe-auth/remoteEntry.js` },
    ]);
  });

  it('fetches /remotes.json when the map in the page is broken', async () => {
    writeInlineConfig('{ not json');

    await freshRemotesModule().registerRemotesFromManifest();

    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
