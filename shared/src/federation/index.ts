import contract from './remotes.json' with { type: 'json' };

/** The federation contract: every remote's name, served folder, dev port and exposed page modules. */
export const remotes = contract.remotes;

export type RemoteName = keyof typeof contract.remotes;

export const remoteNames = Object.keys(remotes) as RemoteName[];

/** Where a local run serves a remote's entry, relative to the platform's origin. */
export function remoteEntryPath(name: RemoteName): string {
  return `/${remotes[name].dir}/remoteEntry.js`;
}

/**
 * The id of the JSON data block in which the server writes the effective remotes map into the
 * shell's page (the content of /remotes.json), so the shell starts without fetching it.
 */
export const REMOTES_CONFIG_ELEMENT_ID = 'rowad-remotes';

export function isExposed(name: RemoteName, module: string): boolean {
  return (remotes[name].modules as readonly string[]).includes(module);
}

export type { RemotePageModule, ChangePasswordModalProps } from './page-contracts';
