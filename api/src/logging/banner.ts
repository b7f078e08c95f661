import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';

// What a newcomer needs after `npm start`, in one place: where the platform is, who can sign in,
// and where the mails it sends can be read.

export interface DemoSignIns {
  password: string;
  emails: string[];
}

/** The demo accounts the first start seeded, from the owner-only file it wrote (none: undefined). */
export function readDemoSignIns(dataDir: string): DemoSignIns | undefined {
  try {
    const text = readFileSync(path.join(dataDir, 'demo-sign-ins.txt'), 'utf8');
    const password = /password for all: (\S+)\)/.exec(text)?.[1];
    const emails = [...text.matchAll(/^\s+(\S+@\S+)\s*$/gm)].map((match) => match[1]!);
    return password && emails.length > 0 ? { password, emails } : undefined;
  } catch {
    return undefined;
  }
}

/** Where mail goes: the SMTP server (without its credentials) or the outbox folder. */
export function mailDestination(config: Pick<Config, 'smtpUrl' | 'dataDir'>): string {
  if (!config.smtpUrl) return `written to ${path.join(config.dataDir, 'outbox')} (no SMTP_URL set)`;
  const url = new URL(config.smtpUrl);
  return `sent through ${url.protocol}//${url.host}`;
}

/** The start banner, for a terminal: the URL, the admin and demo sign-ins, where mail goes. */
/** Where pictures are kept: the uploads folder, or the bucket (S3_BUCKET) and its server. */
export function pictureDestination(
  config: Pick<Config, 'dataDir'> & Partial<Pick<Config, 'objectStore'>>,
): string {
  const store = config.objectStore;
  if (store === undefined) return path.join(config.dataDir, 'uploads');
  return `bucket ${store.bucket} at ${store.endpoint ?? `AWS S3 (${store.region})`}`;
}

export function startBanner(
  config: Pick<Config, 'publicUrl' | 'admin' | 'smtpUrl' | 'dataDir'> & Partial<Pick<Config, 'objectStore'>>,
  demo: DemoSignIns | undefined,
): string {
  const rows: [string, string][] = [['Open', config.publicUrl]];
  rows.push([
    'Admin',
    config.admin
      ? `${config.admin.email} (the password in ADMIN_PASSWORD), area at ${config.publicUrl}/admin`
      : 'none: set ADMIN_EMAIL and ADMIN_PASSWORD to have one',
  ]);
  if (demo) {
    rows.push(['Demo', `${demo.emails.length} accounts, password for all: ${demo.password}`]);
    for (const email of demo.emails.slice(0, 4)) rows.push(['', email]);
    if (demo.emails.length > 4)
      rows.push([
        '',
        `and ${demo.emails.length - 4} more in ${path.join(config.dataDir, 'demo-sign-ins.txt')}`,
      ]);
  }
  rows.push(['Mail', mailDestination(config)]);
  rows.push(['Pictures', pictureDestination(config)]);
  rows.push(['API docs', `${config.publicUrl}/api/docs/ui`]);
  rows.push(['Stop', 'Ctrl+C']);
  const width = Math.max(...rows.map(([label]) => label.length));
  const body = rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`);
  const rule = '─'.repeat(Math.min(72, Math.max(...body.map((line) => line.length)) + 2));
  return ['', rule, '  Rowad is running', '', ...body, rule, ''].join('\n');
}
