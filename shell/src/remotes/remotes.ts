import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTES_CONFIG_ELEMENT_ID,
  remoteNames,
  type RemoteName,
  type RemotePageModule,
} from '@rowad/shared/federation';

/** Remote name -> entry URL, as the deployment's /remotes.json says (never baked into the build). */
let entries: Partial<Record<RemoteName, string>> | null = null;
let inlineUsed = false;

function parseManifest(data: unknown): Partial<Record<RemoteName, string>> {
  if (typeof data !== 'object' || data === null) throw new Error('remotes.json is not an object');
  const result: Partial<Record<RemoteName, string>> = {};
  for (const name of remoteNames) {
    const entry = (data as Record<string, unknown>)[name];
    if (typeof entry === 'string') result[name] = new URL(entry, window.location.href).href;
  }
  return result;
}

/** The map the server wrote into the page, saving a round trip before the first remote loads. */
function inlineManifest(): unknown {
  const text = document.getElementById(REMOTES_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function fetchManifest(): Promise<unknown> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return response.json();
}

export async function registerRemotesFromManifest(): Promise<void> {
  // Read once: a retry after a failure asks the server again.
  const inline = inlineUsed ? undefined : inlineManifest();
  inlineUsed = true;
  entries = parseManifest(inline ?? (await fetchManifest()));
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
}

export async function loadRemotePage<P>(remote: RemoteName, module: string): Promise<RemotePageModule<P>> {
  if (!entries) await registerRemotesFromManifest();
  const loaded = await loadRemote<RemotePageModule<P>>(`${remote}/${module}`);
  if (!loaded?.default) throw new Error(`${remote}/${module} has no default export`);
  return loaded;
}

/**
 * Forgets a remote whose entry failed to load, so the next attempt fetches it again instead
 * of reusing the failed one.
 */
export function resetRemote(remote: RemoteName): void {
  const entry = entries?.[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
  else entries = null;
}
