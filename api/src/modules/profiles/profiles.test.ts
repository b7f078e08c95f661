import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { loginWithNotice } from '@rowad/shared/paths';
import { bearer, logIn, signUp } from '../../test-support/accounts.js';
import { buildMultipart } from '../../test-support/multipart-body.js';
import { settled } from '../../test-support/settled.js';
import { extractLink, startSmtpListener, type SmtpListener } from '../../test-support/smtp-listener.js';
import { buildTestApp } from '../../test-support/test-app.js';

let smtp: SmtpListener;
let app: FastifyInstance;
let owner: Awaited<ReturnType<typeof signUp>>;
let investor: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  smtp = await startSmtpListener();
  app = await buildTestApp({ SMTP_URL: smtp.url });
  owner = await signUp(app, smtp, { role: 'owner', firstName: 'Amal' });
  investor = await signUp(app, smtp, { role: 'investor', firstName: 'Sami', bio: 'Angel investor' });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const get = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
const patch = (url: string, token: string, payload: object) =>
  app.inject({ method: 'PATCH', url, headers: bearer(token), payload });

const ownerUpdate = (overrides: object = {}) => ({
  firstName: 'Amal',
  lastName: 'Tamimi',
  email: owner.email,
  bio: 'Blown glass from Hebron',
  birthDate: '1990-04-12',
  address: 'Bab al-Zawiya, Hebron',
  ...overrides,
});

describe('permissions', () => {
  it.each([
    ['GET', '/api/owner/me'],
    ['PATCH', '/api/owner'],
    ['POST', '/api/owner/owner-photo'],
    ['GET', '/api/investor/me'],
    ['PATCH', '/api/investor'],
    ['GET', '/api/app/owner/me'],
    ['GET', '/api/users/my-data'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    expect((await app.inject({ method, url, payload: {} })).statusCode).toBe(401);
  });

  it('keeps owner calls from investors and investor calls from owners', async () => {
    expect((await get('/api/owner/me', investor.token)).statusCode).toBe(403);
    expect((await patch('/api/owner', investor.token, ownerUpdate())).statusCode).toBe(403);
    expect((await get('/api/investor/me', owner.token)).statusCode).toBe(403);
    expect((await patch('/api/investor', owner.token, ownerUpdate())).statusCode).toBe(403);
    expect((await get('/api/app/investor/me', owner.token)).statusCode).toBe(403);
  });
});

describe('GET /api/owner/me and /api/investor/me', () => {
  it("return the product's Owner and Investor shapes (docs/product.md §3)", async () => {
    const ownerView = await get('/api/owner/me', owner.token);
    expect(ownerView.statusCode).toBe(200);
    expect(ownerView.json()).toEqual({
      id: owner.id,
      photo: null,
      bio: 'Hebron glass, blown by hand since 1890.',
      birthDate: '1990-04-12',
      address: 'Ein Sara Street, Hebron',
      user: { firstName: 'Amal', lastName: 'Tamimi', email: owner.email },
      projects: [],
      pendingEmail: null,
    });
    const investorView = await get('/api/investor/me', investor.token);
    expect(investorView.json()).toMatchObject({
      bio: 'Angel investor',
      user: { firstName: 'Sami', lastName: 'Tamimi', email: investor.email },
    });
  });

  it('summarises photo and first name for the account menu', async () => {
    const response = await get('/api/app/investor/me', investor.token);
    expect(response.json()).toEqual({ photo: null, user: { firstName: 'Sami' } });
  });
});

describe('PATCH /api/owner', () => {
  it('saves the fields and answers the updated profile', async () => {
    const response = await patch('/api/owner', owner.token, ownerUpdate({ lastName: 'Al-Tamimi' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      bio: 'Blown glass from Hebron',
      address: 'Bab al-Zawiya, Hebron',
      user: { lastName: 'Al-Tamimi', email: owner.email },
    });
    expect((await get('/api/owner/me', owner.token)).json().user.lastName).toBe('Al-Tamimi');
  });

  it('applies a new e-mail only once the link sent to it is followed', async () => {
    const { token, email, password } = await signUp(app, smtp, { role: 'owner' });
    const newEmail = `moved.${Date.now()}@example.ps`;
    const response = await patch(
      '/api/owner',
      token,
      ownerUpdate({ email: newEmail, currentPassword: password }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(email);
    expect(response.json().pendingEmail).toBe(newEmail);

    // The old address is told, with no link: a change it did not ask for is noticed there.
    const notice = await smtp.waitFor((m) => m.to.includes(email) && /e-mail address/.test(m.subject));
    expect(notice.subject).toBe('A change of your Rowad e-mail address was requested');
    expect(notice.text).toContain(newEmail);
    expect(notice.text).not.toContain('/api/auth/confirm-email');

    const mail = await smtp.waitFor((m) => m.to.includes(newEmail));
    const link = new URL(extractLink(mail, '/api/auth/confirm-email'));
    const confirmed = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(confirmed.headers.location).toBe(loginWithNotice('emailChange', 'confirmed'));

    // Tokens carry the old address, so they end; the new address signs in.
    expect((await get('/api/owner/me', token)).statusCode).toBe(401);
    const fresh = await logIn(app, newEmail, password);
    expect((await get('/api/owner/me', fresh)).json()).toMatchObject({
      user: { email: newEmail },
      pendingEmail: null,
    });
  });

  it.each([
    ['without the current password', {}, 'Please enter your current password to change your email.'],
    [
      'with a wrong current password',
      { currentPassword: 'not-my-password-1' },
      'The current password is incorrect.',
    ],
  ])('refuses an e-mail change %s, changing and mailing nothing', async (_case, extra, message) => {
    const { token, email } = await signUp(app, smtp, { role: 'owner' });
    const newEmail = `hijack.${Date.now()}@example.ps`;
    smtp.clear();
    const response = await patch(
      '/api/owner',
      token,
      ownerUpdate({ email: newEmail, bio: 'changed?', ...extra }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: { currentPassword: message } });
    const view = (await get('/api/owner/me', token)).json();
    expect(view).toMatchObject({ user: { email }, pendingEmail: null });
    expect(view.bio).not.toBe('changed?');
    // Any mail the refused call queued is sent by now.
    await settled(app);
    expect(smtp.messages.filter((m) => m.to.includes(newEmail))).toEqual([]);
  });

  it('needs no current password when the e-mail stays (case and spaces aside)', async () => {
    const response = await patch(
      '/api/owner',
      owner.token,
      ownerUpdate({ email: ` ${owner.email.toUpperCase()} `, bio: 'Same address' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().bio).toBe('Same address');
  });

  it('refuses line breaks and control characters in names', async () => {
    const response = await patch(
      '/api/owner',
      owner.token,
      ownerUpdate({ firstName: 'Amal\nBCC: x@evil.example', lastName: 'Tam\u0000imi' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      firstName: 'Please enter a valid first name',
      lastName: 'Please enter a valid last name',
    });
  });

  it('refuses an e-mail another account has, changing nothing', async () => {
    const response = await patch(
      '/api/owner',
      owner.token,
      ownerUpdate({ email: investor.email, bio: 'changed?', currentPassword: owner.password }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EMAIL_TAKEN');
    expect(response.json().errors).toEqual({ email: 'An account with this email already exists.' });
    expect((await get('/api/owner/me', owner.token)).json().bio).not.toBe('changed?');
  });

  it("answers the product's messages (docs/product.md §5) for the required fields", async () => {
    const response = await patch('/api/owner', owner.token, { firstName: ' ', email: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email',
    });
  });
});

describe('PATCH /api/owner and /api/investor: e-mail change limits', () => {
  const patchFrom = (remoteAddress: string, url: string, token: string, payload: object) =>
    app.inject({ method: 'PATCH', url, headers: bearer(token), payload, remoteAddress });
  // With the current password, as an e-mail change needs: what the limit sees is the taken address.
  const changeTo = (email: string, currentPassword: string) => ownerUpdate({ email, currentPassword });

  it('answers 429 after five e-mail changes by one user in an hour, so taken addresses cannot be enumerated', async () => {
    const { token, password } = await signUp(app, smtp, { role: 'owner' });
    for (let n = 1; n <= 5; n += 1) {
      const response = await patchFrom(
        `10.77.0.${n}`,
        '/api/owner',
        token,
        changeTo(investor.email, password),
      );
      expect(response.statusCode, `attempt ${n}`).toBe(409);
    }

    const limited = await patchFrom('10.77.0.6', '/api/owner', token, changeTo(investor.email, password));

    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: 'Too many attempts. Please try again later.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('still saves other fields for a user over the e-mail change limit', async () => {
    const { token, email, password } = await signUp(app, smtp, { role: 'owner' });
    for (let n = 1; n <= 5; n += 1) {
      await patchFrom(
        `10.78.0.${n}`,
        '/api/owner',
        token,
        changeTo(`taken-or-not-${n}@example.ps`, password),
      );
    }

    const response = await patchFrom(
      '10.78.0.9',
      '/api/owner',
      token,
      ownerUpdate({ email, bio: 'Still here' }),
    );

    expect(response.statusCode).toBe(200);
    expect(response.json().bio).toBe('Still here');
  });

  it('answers 429 after ten e-mail changes from one address in an hour, across accounts', async () => {
    const address = '10.79.0.1';
    const owners = [await signUp(app, smtp), await signUp(app, smtp), await signUp(app, smtp)];
    const statuses: number[] = [];
    for (const { token, password } of owners) {
      for (let n = 1; n <= 4; n += 1) {
        const response = await patchFrom(address, '/api/owner', token, changeTo(investor.email, password));
        statuses.push(response.statusCode);
      }
    }

    expect(statuses).toEqual([...Array<number>(10).fill(409), 429, 429]);
    const investorFromThere = await patchFrom(address, '/api/investor', investor.token, {
      firstName: 'Sami',
      lastName: 'Qawasmi',
      email: owner.email,
      currentPassword: investor.password,
    });
    expect(investorFromThere.statusCode).toBe(429);
  });
});

describe('PATCH /api/investor', () => {
  it('saves the investor profile', async () => {
    const response = await patch('/api/investor', investor.token, {
      firstName: 'Sami',
      lastName: 'Qawasmi',
      email: investor.email,
      bio: 'Seed investor in crafts',
      birthDate: '',
      address: 'Ramallah',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      bio: 'Seed investor in crafts',
      birthDate: null,
      user: { lastName: 'Qawasmi' },
    });
  });
});

describe('POST /api/owner/owner-photo', () => {
  const upload = (token: string, parts: Parameters<typeof buildMultipart>[0]) => {
    const { body, contentType } = buildMultipart(parts);
    return app.inject({
      method: 'POST',
      url: '/api/owner/owner-photo',
      headers: { ...bearer(token), 'content-type': contentType },
      payload: body,
    });
  };
  const uploadsOf = () => {
    try {
      return readdirSync(path.join(app.config.dataDir, 'uploads', 'owner-photos'));
    } catch {
      return [];
    }
  };

  it('re-encodes the photo to WebP, serves it, and shows it in the summary', async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0f6e5a' } })
      .png()
      .toBuffer();
    const response = await upload(owner.token, [
      { name: 'ownerImage', filename: 'me.png', contentType: 'image/png', data: png },
    ]);
    expect(response.statusCode).toBe(200);
    const { photo } = response.json();
    expect(photo).toMatch(/^\/uploads\/owner-photos\/[0-9a-f]+-\d+\.webp$/);
    const served = await get(photo);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    expect((await get('/api/app/owner/me', owner.token)).json().photo).toBe(photo);
  });

  it('refuses a file that is not an image, storing nothing', async () => {
    const before = uploadsOf();
    const response = await upload(owner.token, [
      {
        name: 'ownerImage',
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
        data: Buffer.from('not an image at all'),
      },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/not an image/);
    expect(uploadsOf()).toEqual(before);
  });

  it('refuses an upload without the ownerImage field', async () => {
    const response = await upload(owner.token, [
      { name: 'other', filename: 'x.png', contentType: 'image/png', data: Buffer.from('x') },
    ]);
    expect(response.statusCode).toBe(400);
  });
});
