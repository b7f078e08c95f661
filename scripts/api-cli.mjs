// `npm run <command> -- ARGS` for the operators' commands of the API (api/src/cli/<command>.ts):
// runs the built command, building the API first when this checkout has not built it yet.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const [command, ...args] = process.argv.slice(2);
if (!command || !/^[a-z-]+$/.test(command)) {
  console.error('usage: node scripts/api-cli.mjs <command> [arguments]');
  process.exit(2);
}
const built = `${root}api/dist/cli/${command}.js`;
if (!existsSync(built)) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'api', '--silent'], { stdio: 'inherit', cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const { status, signal } = spawnSync(process.execPath, ['--enable-source-maps', built, ...args], {
  stdio: 'inherit',
});
process.exit(status ?? (signal ? 1 : 0));
