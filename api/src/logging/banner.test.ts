import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { mailDestination, pictureDestination, readDemoSignIns, startBanner } from './banner.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'rowad-banner-'));

describe('the start banner', () => {
  it('names the URL, the admin, the demo sign-ins and where mail goes', () => {
    const banner = startBanner(
      {
        publicUrl: 'http://localhost:8080',
        admin: { email: 'admin@rowad.ps', password: 'secret-pass', totpSecret: undefined },
        smtpUrl: undefined,
        dataDir,
      },
      { password: 'demo-pass-1', emails: ['a@demo.ps', 'b@demo.ps'] },
    );
    expect(banner).toContain('http://localhost:8080');
    expect(banner).toContain(
      'admin@rowad.ps (the password in ADMIN_PASSWORD), area at http://localhost:8080/admin',
    );
    expect(banner).not.toContain('secret-pass');
    expect(banner).toContain('2 accounts, password for all: demo-pass-1');
    expect(banner).toContain('a@demo.ps');
    expect(banner).toContain(`written to ${path.join(dataDir, 'outbox')}`);
  });

  it('says how to have an admin when there is none', () => {
    const banner = startBanner(
      { publicUrl: 'http://x', admin: undefined, smtpUrl: undefined, dataDir },
      undefined,
    );
    expect(banner).toContain('none: set ADMIN_EMAIL and ADMIN_PASSWORD to have one');
    expect(banner).not.toContain('Demo');
  });

  it('says where pictures are kept: the uploads folder, or the bucket and its server', () => {
    expect(pictureDestination({ dataDir })).toBe(path.join(dataDir, 'uploads'));
    const s3 = loadConfig({ S3_BUCKET: 'rowad-pictures', S3_ENDPOINT: 'http://garage.internal:3900' });
    expect(pictureDestination(s3)).toBe('bucket rowad-pictures at http://garage.internal:3900');
    expect(pictureDestination(loadConfig({ S3_BUCKET: 'rowad-pictures' }))).toBe(
      'bucket rowad-pictures at AWS S3 (us-east-1)',
    );
  });

  it('names the SMTP server without its credentials', () => {
    expect(mailDestination({ smtpUrl: 'smtp://user:pw@mail.example.ps:587', dataDir })).toBe(
      'sent through smtp://mail.example.ps:587',
    );
  });

  it('reads the demo sign-ins the seed wrote', () => {
    writeFileSync(
      path.join(dataDir, 'demo-sign-ins.txt'),
      'Demo sign-ins (password for all: olive-42)\n  one@demo.ps\n  two@demo.ps\n',
    );
    expect(readDemoSignIns(dataDir)).toEqual({
      password: 'olive-42',
      emails: ['one@demo.ps', 'two@demo.ps'],
    });
    expect(readDemoSignIns(path.join(dataDir, 'missing'))).toBeUndefined();
  });
});
