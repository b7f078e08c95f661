import contract from './remotes.json' with { type: 'json' };

/** The federation contract: every remote's name, served folder, dev port and exposed page modules. */
export const remotes = contract.remotes;

export type RemoteName = keyof typeof contract.remotes;

export const remoteNames = Object.keys(remotes) as RemoteName[];

/** Where a local run serves a remote's entry, relative to the platform's origin. */
export function remoteEntryPath(name: RemoteName): string {
  return `/${remotes[name].dir}/remoteEntry.js`;
}

export function isExposed(name: RemoteName, module: string): boolean {
  return (remotes[name].modules as readonly string[]).includes(module);
}

export type { RemotePageModule, ChangePasswordModalProps } from './page-contracts';
