// Clients that read through the proxy for a while, as visitors do: the lists, a project, and the
// pages the server draws. Used by the cluster tests (no client may see an error while a process
// is killed or restarted) and by bench/cluster (how many answers, how many errors).

/** What a visitor reads: lists, one project and its comments, and public pages. */
export function readPaths(projectIds) {
  const paths = ['/api/projects', '/api/events', '/', '/allprojects'];
  for (const id of projectIds.slice(0, 3)) paths.push(`/api/projects/${id}`, `/api/project/${id}/comments`);
  return paths;
}

/**
 * `clients` loops of GETs over `paths` until `signal` aborts. Every answer other than 200, and
 * every request that fails, is an error, kept with its path and when it happened.
 * @returns {Promise<{ served: number, errors: Array<{ path: string, at: number, error: string }> }>}
 */
export async function readUntil({ baseUrl, paths, clients, signal }) {
  const started = Date.now();
  let served = 0;
  const errors = [];
  const client = async (offset) => {
    for (let index = offset; !signal.aborted; index += 1) {
      const path = paths[index % paths.length];
      try {
        const response = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
        await response.arrayBuffer();
        if (response.status === 200) served += 1;
        else errors.push({ path, at: Date.now() - started, error: `HTTP ${response.status}` });
      } catch (error) {
        errors.push({ path, at: Date.now() - started, error: String(error.cause?.code ?? error.message) });
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, offset) => client(offset)));
  return { served, errors };
}
