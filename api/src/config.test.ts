import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config.js';

function configErrorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected loadConfig to reject the environment');
}

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({});

    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(path.resolve(process.cwd(), 'data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('Rowad <no-reply@localhost>');
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.jwtSecret).toBeUndefined();
    expect(config.admin).toBeUndefined();
    expect(config.demoData).toBeUndefined();
    expect(config.remotesFile).toBeUndefined();
    expect(config.corsOrigins).toEqual([]);
  });

  it('sends queued mail from this process, retrying from 2 s up to 10 min, 10 attempts, by default', () => {
    expect(loadConfig({}).mailOutbox).toEqual({
      worker: true,
      maxAttempts: 10,
      retryBaseMs: 2_000,
      retryMaxMs: 600_000,
      leaseMs: 120_000,
      pollMs: 500,
    });
    expect(
      loadConfig({ MAIL_WORKER: 'off', MAIL_MAX_ATTEMPTS: '3', MAIL_LEASE_MS: '30000' }).mailOutbox,
    ).toMatchObject({ worker: false, maxAttempts: 3, leaseMs: 30_000 });
    expect(configErrorOf({ MAIL_MAX_ATTEMPTS: '0', MAIL_WORKER: 'yes' }).problems).toEqual([
      "MAIL_WORKER: must be 'on' or 'off'",
      'MAIL_MAX_ATTEMPTS: must be a whole number from 1 to 100',
    ]);
  });

  it('finds the monorepo root, where shell/ and the remotes live, as the default WEB_ROOT', () => {
    const { webRoot } = loadConfig({});

    expect(existsSync(path.join(webRoot, 'shell', 'package.json'))).toBe(true);
    expect(existsSync(path.join(webRoot, 'mfe-public', 'package.json'))).toBe(true);
    expect(existsSync(path.join(webRoot, 'api', 'package.json'))).toBe(true);
  });

  it('builds the default PUBLIC_URL from PORT', () => {
    expect(loadConfig({ PORT: '9090' }).publicUrl).toBe('http://localhost:9090');
  });

  it('resolves relative folders against the working directory', () => {
    const config = loadConfig({ DATA_DIR: 'var/rowad', WEB_ROOT: 'site', REMOTES_FILE: 'remotes.prod.json' });

    expect(config.dataDir).toBe(path.resolve(process.cwd(), 'var/rowad'));
    expect(config.webRoot).toBe(path.resolve(process.cwd(), 'site'));
    expect(config.remotesFile).toBe(path.resolve(process.cwd(), 'remotes.prod.json'));
  });

  it.each(['abc', '70000', '0', '80.5', '-1'])('rejects PORT=%s, naming the variable', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(/PORT: must be a port number from 1 to 65535/);
  });

  it('holds 20 PostgreSQL connections per process unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(loadConfig({}).databasePoolSize).toBe(20);
    expect(loadConfig({ DATABASE_POOL_SIZE: '40' }).databasePoolSize).toBe(40);
    expect(configErrorOf({ DATABASE_POOL_SIZE: '0' }).problems).toEqual([
      'DATABASE_POOL_SIZE: must be a whole number from 1 to 500',
    ]);
  });

  it('rejects a DATABASE_URL that is not PostgreSQL, naming the variable', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db:3306/rowad' })).toThrow(
      /DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\//,
    );
  });

  it('accepts both PostgreSQL URL schemes', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/test' }).databaseUrl).toBe(
      'postgres://localhost/test',
    );
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@localhost:5432/test' }).databaseUrl).toBe(
      'postgresql://u@localhost:5432/test',
    );
  });

  it('lists every bad variable in one error', () => {
    const error = configErrorOf({
      PORT: 'eighty',
      DATABASE_URL: 'sqlite://rowad.db',
      DEMO_DATA: 'yes',
      SMTP_URL: 'http://mail',
      CORS_ORIGINS: 'https://ok.example, https://bad.example/path',
    });

    expect(error.problems.map((problem) => problem.split(':')[0]).sort()).toEqual(
      ['CORS_ORIGINS', 'DATABASE_URL', 'DEMO_DATA', 'PORT', 'SMTP_URL'].sort(),
    );
    expect(error.message).toContain('Invalid configuration');
  });

  it('does not repeat the bad values, which may be secrets', () => {
    const error = configErrorOf({
      DATABASE_URL: 'mysql://rowad:hunter2@db/rowad',
      JWT_SECRET: 'short-secret',
    });

    expect(error.message).toContain('JWT_SECRET: must be at least 32 characters');
    expect(error.message).not.toContain('hunter2');
    expect(error.message).not.toContain('short-secret');
  });

  it('reads requireTLS from SMTP_URL, so plain smtp:// can insist on STARTTLS', () => {
    const required = loadConfig({ SMTP_URL: 'smtp://mailer:s3cret@mail.example.ps:587?requireTLS=true' });
    expect(required.smtpUrl).toBe('smtp://mailer:s3cret@mail.example.ps:587');
    expect(required.smtpRequireTls).toBe(true);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.ps:587?requireTLS=false' }).smtpRequireTls).toBe(
      false,
    );
    const implicit = loadConfig({ SMTP_URL: 'smtps://mail.example.ps' });
    expect(implicit.smtpUrl).toBe('smtps://mail.example.ps');
    expect(implicit.smtpRequireTls).toBe(false);
    expect(loadConfig({}).smtpRequireTls).toBe(false);
  });

  it.each([
    'smtp://mail.example.ps:587?requireTls=true',
    'smtp://mail.example.ps:587?requireTLS=yes',
    'smtp://mail.example.ps:587?tls.rejectUnauthorized=false',
    'smtp://mail.example.ps:587?ignoreTLS=true',
  ])('refuses the SMTP_URL %s rather than send mail in a way nobody asked for', (url) => {
    expect(configErrorOf({ SMTP_URL: url }).message).toContain(
      'SMTP_URL: the only setting it takes is ?requireTLS=true (or false)',
    );
  });

  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'admin@rowad.test' })).toThrow(/ADMIN_PASSWORD: must be set/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long enough' })).toThrow(/ADMIN_EMAIL: must be set/);
    expect(loadConfig({ ADMIN_EMAIL: 'admin@rowad.test', ADMIN_PASSWORD: 'long enough' }).admin).toEqual({
      email: 'admin@rowad.test',
      password: 'long enough',
    });
  });

  it('sends contact messages to SUPPORT_EMAIL, else to ADMIN_EMAIL, else to nobody', () => {
    const admin = { ADMIN_EMAIL: 'admin@rowad.test', ADMIN_PASSWORD: 'long enough' };
    expect(loadConfig({ ...admin, SUPPORT_EMAIL: 'help@rowad.test' }).supportEmail).toBe('help@rowad.test');
    expect(loadConfig(admin).supportEmail).toBe('admin@rowad.test');
    expect(loadConfig({ SUPPORT_EMAIL: 'help@rowad.test' }).supportEmail).toBe('help@rowad.test');
    expect(loadConfig({}).supportEmail).toBeUndefined();
    expect(() => loadConfig({ SUPPORT_EMAIL: 'help desk' })).toThrow(
      /SUPPORT_EMAIL: must be an e-mail address/,
    );
  });

  it("reads DEMO_DATA '0' and '1' as a switch", () => {
    expect(loadConfig({ DEMO_DATA: '1' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
  });

  it('reads CORS_ORIGINS as a comma-separated list of origins', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, http://localhost:3000' }).corsOrigins).toEqual([
      'https://a.example',
      'http://localhost:3000',
    ]);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://a.example/' })).toThrow(/CORS_ORIGINS/);
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', PUBLIC_URL: '  ' });

    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('returns a configuration nothing can change at runtime', () => {
    const config = loadConfig({ CORS_ORIGINS: 'https://a.example' });

    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.corsOrigins)).toBe(true);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('reads a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('reads a comma-separated list of addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      'fd00::/8',
    ]);
  });

  it.each(['yes', '-1', '10.0.0.1, proxy.example', '10.0.0.0/33', 'fd00::/129'])('rejects %s', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});

describe('the object store (S3_*)', () => {
  it('keeps pictures on the disk unless S3_BUCKET is set', () => {
    expect(loadConfig({}).objectStore).toBeUndefined();
  });

  it('reads the bucket with us-east-1 and virtual-host URLs on AWS itself', () => {
    expect(loadConfig({ S3_BUCKET: 'rowad-pictures' }).objectStore).toEqual({
      bucket: 'rowad-pictures',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      publicUrl: undefined,
    });
  });

  it('uses path-style URLs by default with S3_ENDPOINT, unless told otherwise', () => {
    const env = { S3_BUCKET: 'pictures', S3_ENDPOINT: 'http://127.0.0.1:3900', S3_REGION: 'garage' };
    expect(loadConfig(env).objectStore).toMatchObject({
      endpoint: 'http://127.0.0.1:3900',
      region: 'garage',
      forcePathStyle: true,
    });
    expect(loadConfig({ ...env, S3_FORCE_PATH_STYLE: 'false' }).objectStore?.forcePathStyle).toBe(false);
  });

  it('reads S3_PUBLIC_URL without its trailing slash', () => {
    const config = loadConfig({ S3_BUCKET: 'pictures', S3_PUBLIC_URL: 'https://cdn.example.ps/rowad/' });
    expect(config.objectStore?.publicUrl).toBe('https://cdn.example.ps/rowad');
  });

  it('names each bad setting', () => {
    const error = configErrorOf({
      S3_BUCKET: 'Rowad_Pictures',
      S3_ENDPOINT: 'ftp://store',
      S3_REGION: 'US EAST',
      S3_FORCE_PATH_STYLE: 'yes',
      S3_PUBLIC_URL: 'https://cdn.example.ps/?v=1',
    });
    expect(error.problems).toEqual([
      'S3_BUCKET: must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
      'S3_ENDPOINT: must be an http:// or https:// URL without a query',
      'S3_REGION: must be a region name such as us-east-1 (lower-case letters, digits and hyphens)',
      "S3_FORCE_PATH_STYLE: must be 'true' or 'false'",
      'S3_PUBLIC_URL: must be an http:// or https:// URL without a query',
    ]);
    expect(configErrorOf({ S3_BUCKET: '192.168.1.10' }).problems).toEqual([
      'S3_BUCKET: must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
    ]);
  });

  it('refuses bucket settings without S3_BUCKET, which would leave the pictures on the disk', () => {
    const error = configErrorOf({
      S3_ENDPOINT: 'http://127.0.0.1:3900',
      S3_PUBLIC_URL: 'https://cdn.example.ps',
    });
    expect(error.problems).toEqual([
      'S3_ENDPOINT: is used only with S3_BUCKET, which is not set',
      'S3_PUBLIC_URL: is used only with S3_BUCKET, which is not set',
    ]);
  });
});
