// Calls that got no answer at all (issue 32): the shared client reports each one here, so a form
// can tell that the connection failed under a send whose failure it catches and words itself
// (`useSchemaForm` of @rowad/shared/forms). In this singleton, one list for every app.

type Listener = () => void;

const listeners = new Set<Listener>();

/** Calls `listener` for each call that fails without an answer until the returned stop is called. */
export function watchConnectionFailures(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function reportConnectionFailure(): void {
  for (const listener of [...listeners]) listener();
}
