// A federation runtime plugin, in every app's build (webpack.common.js `runtimePlugins`): which
// copy of a shared singleton a remote gets.
//
// The runtime's own rule hands every asker the highest version registered. A remote that fails
// because it was built against an incompatible @rowad/shared (2.0.0, say) has still registered its
// copies while starting; the next remote to ask for a module the shell has not loaded yet (the API
// client, for a visitor) was then given that 2.0.0 copy, refused it, and failed too: one bad
// release took down the pages of others (e2e/tests/remote-release.spec.ts). Here an asker gets a
// version it accepts: the copy in use if it fits, else the highest that fits. Once the shell's own
// copy is in use, it stays the one singleton and the runtime's rule (and its clear error) applies.

const HOST = 'shell';

function parse(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  return match ? match.slice(1).map(Number) : undefined;
}

function compare(a, b) {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** `version` within a caret range (`^0.1.0`, `^19.3.1`): the only ranges the builds declare. */
function fits(version, range) {
  if (typeof range !== 'string' || !range.startsWith('^')) return false;
  const want = parse(range.slice(1));
  const have = parse(version);
  if (!want || !have || have[0] !== want[0]) return false;
  if (want[0] === 0 && have[1] !== want[1]) return false;
  return compare(have, want) >= 0;
}

const inUse = (shared) => Boolean(shared.loaded || shared.loading || typeof shared.lib === 'function');

export default function satisfyingSingletons() {
  return {
    name: 'rowad-satisfying-singletons',
    resolveShare(args) {
      const required = args.shareInfo?.shareConfig?.requiredVersion;
      const versions = args.shareScopeMap?.[args.scope]?.[args.pkgName];
      if (!versions || typeof required !== 'string') return args;
      const registered = Object.entries(versions);
      if (registered.some(([, shared]) => shared.from === HOST && inUse(shared))) return args;
      const fitting = registered.filter(([version]) => fits(version, required));
      if (fitting.length === 0) return args;
      const chosen =
        fitting.find(([, shared]) => inUse(shared)) ??
        fitting.sort(([a], [b]) => compare(parse(b), parse(a)))[0];
      return { ...args, resolver: () => ({ shared: chosen[1], useTreesShaking: false }) };
    },
  };
}
