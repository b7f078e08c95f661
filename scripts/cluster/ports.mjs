// Free TCP ports for the cluster's processes: the OS picks one, we release it for the process.
import { createServer } from 'node:net';

export const LOOPBACK = '127.0.0.1';

/** A port nobody listens on right now on `host`. */
export function freePort(host = LOOPBACK) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
