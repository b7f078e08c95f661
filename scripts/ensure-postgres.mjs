// The API suites run on PostgreSQL too: make sure the local server answers, starting it when
// it is installed but stopped (FIELD-NOTES "Services"). TEST_POSTGRES_URL points elsewhere.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const url = new URL(process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const ready = () =>
  spawnSync('pg_isready', ['-h', url.hostname, '-p', url.port || '5432', '-t', '3'], { stdio: 'ignore' })
    .status === 0;

if (!ready()) {
  const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
  if (versions.length === 0) {
    console.error('PostgreSQL is not running and is not installed here; set TEST_POSTGRES_URL to a server.');
    process.exit(1);
  }
  console.log(`PostgreSQL is down: starting cluster ${versions[0]}/main...`);
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', versions[0], 'main', 'start'], {
    stdio: 'inherit',
  });
  for (let i = 0; i < 20 && !ready(); i += 1) spawnSync('sleep', ['0.5']);
  if (!ready()) {
    console.error('PostgreSQL did not come up.');
    process.exit(1);
  }
}
console.log(`PostgreSQL: ${url.hostname}:${url.port || '5432'} ready`);
