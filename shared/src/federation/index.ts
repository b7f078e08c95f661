import contract from './remotes.json' with { type: 'json' };

/**
 * The federation contract: every remote's name, served folder, dev port and the modules it exposes
 * besides its pages (the pages each remote exposes are those @rowad/shared/pages declares for it).
 */
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

export type { RemotePageModule, ChangePasswordModalProps } from './page-contracts';
