// The server's stand-in for ../remotes/remotes.ts (the server bundle swaps it in, see
// shell/webpack.server.js): the public pages come from mfe-public's own sources, bundled with the
// renderer, under the names mfe-public exposes. There is no federation runtime on the server.
import type { ComponentType } from 'react';
import type { RemoteName, RemotePageModule } from '@rowad/shared/federation';
import { serverPages } from 'virtual:server-pages';

export async function registerRemotesFromManifest(): Promise<void> {
  // Nothing to register: the pages are in the bundle.
}

/**
 * The page, through a thenable that answers at once: React's lazy() then draws it in the same
 * pass, so the page's markup comes in place in the HTML rather than as a later segment that only
 * an inline script (which the CSP forbids) would move into place.
 */
export function loadRemotePage<P>(remote: RemoteName, module: string): Promise<RemotePageModule<P>> {
  const page = serverPages[`${remote}/${module}`];
  if (!page) return Promise.reject(new Error(`${remote}/${module} is not rendered on the server`));
  const loaded: RemotePageModule<P> = { default: page as ComponentType<P> };
  const answered = {
    then: (resolve: (value: RemotePageModule<P>) => unknown) => {
      resolve(loaded);
      return answered;
    },
  };
  return answered as unknown as Promise<RemotePageModule<P>>;
}

export function resetRemote(): void {
  // Nothing is cached that a retry could refresh.
}
