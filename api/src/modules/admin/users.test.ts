import type { FastifyInstance } from 'fastify';
import { encodeCursor } from '../../http/paging.js';
import { clientAddress, registration } from '../../test-support/accounts.js';
import { extractCode, type SmtpListener } from '../../test-support/smtp-listener.js';
import {
  approveProject,
  caller,
  createEvent,
  editProject,
  makeAdmin,
  participate,
  signUp,
  startAdminApp,
  submitProject,
  type Account,
} from './test-admin.js';

let app: FastifyInstance;
let smtp: SmtpListener;
let adminToken: string;
let adminId: number;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  ({ app, smtp, adminToken, adminId } = await startAdminApp());
  call = caller(app);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

interface ListedUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  state: string;
  createdAt: string;
}

const list = async (query: string) => {
  const response = await call('GET', `/api/admin/users${query}`, adminToken);
  expect(response.statusCode).toBe(200);
  return { users: response.json<ListedUser[]>(), total: Number(response.headers['x-total-count']), response };
};
const login = (email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: clientAddress(),
  });
const me = (token: string) => call('GET', '/api/users/my-data', token);
const auditOf = (userId: number) =>
  app.db
    .selectFrom('audit_log')
    .select(['admin_id', 'action', 'subject_type', 'reason'])
    .where('subject_type', '=', 'user')
    .where('subject_id', '=', userId)
    .orderBy('id')
    .execute();

/** Registers without following the activation link: the account stays pending. */
async function registerPending(overrides: Record<string, unknown> = {}) {
  const payload = registration({ role: 'owner', ...overrides });
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload,
    remoteAddress: clientAddress(),
  });
  expect(response.statusCode).toBe(201);
  const row = await app.db
    .selectFrom('users')
    .select('id')
    .where('email_key', '=', String(payload.email).toLowerCase())
    .executeTakeFirstOrThrow();
  return { id: row.id, email: String(payload.email), password: String(payload.password) };
}

describe('GET /api/admin/users', () => {
  let ahmad: Account;
  let sami: Account;
  let lina: Account;

  beforeAll(async () => {
    ahmad = await signUp(app, smtp, { role: 'owner', firstName: 'أَحمد', lastName: 'الجعبرى' });
    sami = await signUp(app, smtp, {
      role: 'investor',
      firstName: 'Sami',
      lastName: 'Nasser',
      email: `Sami.Nasser.${process.pid}@capital-fund.ps`,
    });
    lina = await signUp(app, smtp, { role: 'user', firstName: 'Lina', lastName: 'Haddad' });
  });

  it('lists every account newest first with its role and state', async () => {
    const { users, total } = await list('?limit=100');
    expect(total).toBe(users.length);
    expect(users.map((user) => user.id)).toEqual([...users.map((user) => user.id)].sort((a, b) => b - a));
    expect(users.find((user) => user.id === sami.id)).toEqual({
      id: sami.id,
      firstName: 'Sami',
      lastName: 'Nasser',
      email: sami.email,
      role: 'investor',
      state: 'active',
      createdAt: expect.any(String),
    });
    expect(users.find((user) => user.id === adminId)).toMatchObject({ role: 'admin', state: 'active' });
  });

  it('finds a name whatever its Arabic diacritics and spelling variants', async () => {
    for (const q of ['احمد', 'أحمد الجعبري', 'الجعبرى']) {
      const { users, total } = await list(`?q=${encodeURIComponent(q)}`);
      expect(users.map((user) => user.id)).toEqual([ahmad.id]);
      expect(total).toBe(1);
    }
    expect((await list(`?q=${encodeURIComponent('sami nass')}`)).users.map((user) => user.id)).toEqual([
      sami.id,
    ]);
  });

  it('finds part of an e-mail address whatever its case, with LIKE wildcards taken literally', async () => {
    expect((await list('?q=capital-FUND')).users.map((user) => user.id)).toEqual([sami.id]);
    expect((await list('?q=CAPITAL%25')).users).toEqual([]);
    expect((await list('?q=sami_nasser')).users).toEqual([]);
  });

  it('filters by role and by state', async () => {
    const investors = await list('?role=investor&limit=100');
    expect(investors.users.map((user) => user.id)).toEqual([sami.id]);
    const pending = await registerPending({ role: 'user' });
    const users = await list('?role=user&limit=100');
    expect(users.users.map((user) => user.id)).toEqual([pending.id, lina.id]);
    const pendingOnes = await list('?state=pending&limit=100');
    expect(pendingOnes.users.map((user) => user.id)).toEqual([pending.id]);
    expect(pendingOnes.total).toBe(1);
    expect((await list('?role=user&state=active')).users.map((user) => user.id)).toEqual([lina.id]);
  });

  it('pages with Link and X-Total-Count, keeping the filters', async () => {
    const all = await list('?role=user&limit=100');
    expect(all.total).toBeGreaterThanOrEqual(2);
    const first = await list('?role=user&limit=1');
    expect(first.users).toHaveLength(1);
    expect(first.total).toBe(all.total);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.response.headers.link))?.[1];
    expect(next).toContain('role=user');
    const second = await call('GET', next!, adminToken);
    expect(second.json<ListedUser[]>().map((user) => user.id)).toEqual([all.users[1]!.id]);
  });

  it.each([
    ['?role=superuser', 'VALIDATION_FAILED'],
    ['?state=gone', 'VALIDATION_FAILED'],
    ['?limit=1000', 'VALIDATION_FAILED'],
    ['?limit=abc', 'VALIDATION_FAILED'],
    [`?q=${'x'.repeat(101)}`, 'VALIDATION_FAILED'],
    ['?cursor=nonsense', 'INVALID_CURSOR'],
    // A well-formed cursor past the id columns' range names nothing: refused, not a database error.
    [`?cursor=${encodeCursor(2 ** 40)}`, 'INVALID_CURSOR'],
  ])('answers %s with 400 %s', async (query, code) => {
    const response = await call('GET', `/api/admin/users${query}`, adminToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });
});

describe('GET /api/admin/users/:id', () => {
  it("shows an owner's projects with their newest names and review states, requests and open sessions", async () => {
    const owner = await signUp(app, smtp, { role: 'owner', firstName: 'Amal', lastName: 'Tamimi' });
    const published = await submitProject(app, owner.token, 'Hebron Glass');
    await approveProject(app, adminToken, published);
    await editProject(app, owner.token, published, 'Hebron Glass Workshop');
    const draft = await submitProject(app, owner.token, 'Nablus Soap');
    const rejected = await submitProject(app, owner.token, 'Olive Wood');
    const queue = await call('GET', '/api/admin/review/projects?limit=100', adminToken);
    const revision = queue
      .json<{ projectId: number; revisionId: number }[]>()
      .find((item) => item.projectId === rejected)!.revisionId;
    expect(
      (
        await call('POST', `/api/admin/review/projects/${revision}/reject`, adminToken, {
          reason: 'Too vague',
        })
      ).statusCode,
    ).toBe(204);
    const bazaar = await createEvent(app, adminToken, 'Hebron Spring Bazaar');
    const fair = await createEvent(app, adminToken, 'Nablus Crafts Fair');
    const first = await participate(app, owner.token, bazaar.id);
    const second = await participate(app, owner.token, fair.id);
    await call('POST', `/api/admin/participations/${first}/accept`, adminToken, {});
    // A second device signed in.
    await login(owner.email, owner.password);

    const response = await call('GET', `/api/admin/users/${owner.id}`, adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: owner.id,
      firstName: 'Amal',
      lastName: 'Tamimi',
      email: owner.email,
      role: 'owner',
      state: 'active',
      createdAt: expect.any(String),
      projects: [
        { id: rejected, name: 'Olive Wood', status: 'draft', review: 'rejected' },
        { id: draft, name: 'Nablus Soap', status: 'draft', review: 'pending' },
        { id: published, name: 'Hebron Glass Workshop', status: 'public', review: 'pending' },
      ],
      participations: [
        {
          id: second,
          event: { id: fair.id, name: 'Nablus Crafts Fair' },
          status: 'pending',
          createdAt: expect.any(String),
        },
        {
          id: first,
          event: { id: bazaar.id, name: 'Hebron Spring Bazaar' },
          status: 'accepted',
          createdAt: expect.any(String),
        },
      ],
      activeSessions: 2,
    });
  });

  it('shows an account without projects or requests', async () => {
    const investor = await signUp(app, smtp, { role: 'investor' });
    const response = await call('GET', `/api/admin/users/${investor.id}`, adminToken);
    expect(response.json()).toMatchObject({
      role: 'investor',
      projects: [],
      participations: [],
      activeSessions: 1,
    });
  });

  it.each(['987654', 'abc', '0', '-1', '1.5', '99999999999'])(
    'answers /users/%s with 404 USER_NOT_FOUND',
    async (id) => {
      const response = await call('GET', `/api/admin/users/${id}`, adminToken);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'USER_NOT_FOUND', message: 'User not found' });
    },
  );
});

describe('POST /api/admin/users/:id/disable and /enable', () => {
  it('ends the sessions at once, refuses sign-in, and lets the account in again once enabled', async () => {
    const owner = await signUp(app, smtp, { role: 'owner', firstName: 'Basel', lastName: 'Jabari' });
    const otherDevice = await login(owner.email, owner.password);
    expect((await me(owner.token)).statusCode).toBe(200);

    const disabled = await call('POST', `/api/admin/users/${owner.id}/disable`, adminToken, {
      reason: 'Spam projects',
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ id: owner.id, state: 'disabled', role: 'owner' });

    for (const token of [owner.token, otherDevice.json<{ token: string }>().token]) {
      const answer = await me(token);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().code).toBe('SESSION_ENDED');
    }
    const refused = await login(owner.email, owner.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_DISABLED');
    expect((await call('GET', `/api/admin/users/${owner.id}`, adminToken)).json()).toMatchObject({
      state: 'disabled',
      activeSessions: 0,
    });

    const again = await call('POST', `/api/admin/users/${owner.id}/disable`, adminToken, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('USER_ALREADY_DISABLED');

    const enabled = await call('POST', `/api/admin/users/${owner.id}/enable`, adminToken);
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json()).toMatchObject({ id: owner.id, state: 'active' });
    const back = await login(owner.email, owner.password);
    expect(back.statusCode).toBe(200);
    expect((await me(back.json<{ token: string }>().token)).statusCode).toBe(200);

    const notDisabled = await call('POST', `/api/admin/users/${owner.id}/enable`, adminToken);
    expect(notDisabled.statusCode).toBe(409);
    expect(notDisabled.json().code).toBe('USER_NOT_DISABLED');

    expect(await auditOf(owner.id)).toEqual([
      { admin_id: adminId, action: 'user.disabled', subject_type: 'user', reason: 'Spam projects' },
      { admin_id: adminId, action: 'user.enabled', subject_type: 'user', reason: null },
    ]);
  });

  it('gives a never-activated account back its pending state, not an active one', async () => {
    const pending = await registerPending();
    const disabled = await call('POST', `/api/admin/users/${pending.id}/disable`, adminToken, {
      reason: 'Fake',
    });
    expect(disabled.json().state).toBe('disabled');
    expect((await login(pending.email, pending.password)).json().code).toBe('ACCOUNT_DISABLED');
    const enabled = await call('POST', `/api/admin/users/${pending.id}/enable`, adminToken);
    expect(enabled.json().state).toBe('pending');
    expect((await login(pending.email, pending.password)).json().code).toBe('ACCOUNT_NOT_ACTIVATED');
  });

  it('is not re-enabled by a password reset with a code asked for before', async () => {
    const user = await signUp(app, smtp, { role: 'user' });
    smtp.clear();
    const asked = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
      remoteAddress: clientAddress(),
    });
    expect(asked.statusCode).toBe(200);
    const code = extractCode(
      await smtp.waitFor((m) => m.to.includes(user.email) && /reset code/i.test(m.subject)),
    );
    await call('POST', `/api/admin/users/${user.id}/disable`, adminToken, { reason: 'Abuse' });
    await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: {
        email: user.email,
        code,
        newPassword: 'fresh-start-99',
        newPasswordVerify: 'fresh-start-99',
      },
      remoteAddress: clientAddress(),
    });
    expect((await login(user.email, 'fresh-start-99')).json().code).toBe('ACCOUNT_DISABLED');
    expect((await login(user.email, user.password)).statusCode).not.toBe(200);
    const row = await app.db
      .selectFrom('users')
      .select('state')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('disabled');
  });

  it('disables another admin: their sessions end, sign-in is refused, and it is audited', async () => {
    // A former ADMIN_EMAIL's account stays an admin once the setting names someone else.
    const former = await signUp(app, smtp, { role: 'user', firstName: 'Former', lastName: 'Admin' });
    const formerToken = await makeAdmin(app, former);
    expect((await me(formerToken)).statusCode).toBe(200);

    const response = await call('POST', `/api/admin/users/${former.id}/disable`, adminToken, {
      reason: 'No longer runs Rowad',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: former.id, role: 'admin', state: 'disabled' });
    for (const token of [former.token, formerToken]) {
      expect((await me(token)).json().code).toBe('SESSION_ENDED');
    }
    expect((await login(former.email, former.password)).json().code).toBe('ACCOUNT_DISABLED');
    expect(await auditOf(former.id)).toEqual([
      { admin_id: adminId, action: 'user.disabled', subject_type: 'user', reason: 'No longer runs Rowad' },
    ]);
    expect((await me(adminToken)).statusCode).toBe(200);
  });

  it('refuses an admin disabling themselves, even with another admin active', async () => {
    const colleague = await signUp(app, smtp, { role: 'user' });
    const colleagueToken = await makeAdmin(app, colleague);

    const response = await call('POST', `/api/admin/users/${colleague.id}/disable`, colleagueToken, {
      reason: 'Leaving',
    });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'CANNOT_DISABLE_SELF',
      message: 'You cannot disable or sign out your own account.',
    });
    expect((await me(colleagueToken)).statusCode).toBe(200);
    expect(await auditOf(colleague.id)).toEqual([]);
  });

  it.each([
    ['no reason', {}],
    ['an empty reason', { reason: '' }],
    ['a blank reason', { reason: '   ' }],
    ['a reason of 1001 characters', { reason: 'x'.repeat(1001) }],
    ['a number', { reason: 42 }],
  ])('answers a disable with %s with 400 VALIDATION_FAILED and disables nothing', async (_label, payload) => {
    const user = await signUp(app, smtp, { role: 'user' });
    const response = await call('POST', `/api/admin/users/${user.id}/disable`, adminToken, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().errors).toHaveProperty('reason');
    expect((await me(user.token)).statusCode).toBe(200);
  });

  it('answers an unknown account with 404 USER_NOT_FOUND', async () => {
    const disable = await call('POST', '/api/admin/users/987654/disable', adminToken, { reason: 'x' });
    expect(disable.statusCode).toBe(404);
    expect(disable.json().code).toBe('USER_NOT_FOUND');
    expect((await call('POST', '/api/admin/users/987654/enable', adminToken)).json().code).toBe(
      'USER_NOT_FOUND',
    );
    expect((await call('POST', '/api/admin/users/nope/sign-out', adminToken)).json().code).toBe(
      'USER_NOT_FOUND',
    );
  });
});

describe('POST /api/admin/users/:id/sign-out', () => {
  it('ends every session, yet the password still signs the account in', async () => {
    const investor = await signUp(app, smtp, { role: 'investor' });
    const otherDevice = (await login(investor.email, investor.password)).json<{ token: string }>().token;
    const response = await call('POST', `/api/admin/users/${investor.id}/sign-out`, adminToken);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    for (const token of [investor.token, otherDevice]) {
      const answer = await me(token);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().code).toBe('SESSION_ENDED');
    }
    expect((await call('GET', `/api/admin/users/${investor.id}`, adminToken)).json()).toMatchObject({
      state: 'active',
      activeSessions: 0,
    });
    expect((await login(investor.email, investor.password)).statusCode).toBe(200);
    expect(await auditOf(investor.id)).toEqual([
      { admin_id: adminId, action: 'user.signed-out', subject_type: 'user', reason: null },
    ]);
  });

  it('signs another admin out everywhere, audited', async () => {
    const colleague = await signUp(app, smtp, { role: 'user' });
    const colleagueToken = await makeAdmin(app, colleague);

    const response = await call('POST', `/api/admin/users/${colleague.id}/sign-out`, adminToken);

    expect(response.statusCode).toBe(204);
    expect((await me(colleagueToken)).json().code).toBe('SESSION_ENDED');
    expect((await login(colleague.email, colleague.password)).statusCode).toBe(200);
    expect(await auditOf(colleague.id)).toEqual([
      { admin_id: adminId, action: 'user.signed-out', subject_type: 'user', reason: null },
    ]);
  });

  it('refuses an admin signing themselves out from the area', async () => {
    const response = await call('POST', `/api/admin/users/${adminId}/sign-out`, adminToken);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CANNOT_DISABLE_SELF');
    expect((await me(adminToken)).statusCode).toBe(200);
  });
});

describe('who may manage accounts', () => {
  it('answers guests 401 and owners, investors and users 403 on every account call', async () => {
    const target = await signUp(app, smtp, { role: 'user' });
    const others = [
      await signUp(app, smtp, { role: 'owner' }),
      await signUp(app, smtp, { role: 'investor' }),
      await signUp(app, smtp, { role: 'user' }),
    ];
    const calls = [
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${target.id}`],
      ['POST', `/api/admin/users/${target.id}/disable`],
      ['POST', `/api/admin/users/${target.id}/enable`],
      ['POST', `/api/admin/users/${target.id}/sign-out`],
    ] as const;
    for (const [method, url] of calls) {
      const payload = method === 'POST' ? { reason: 'x' } : undefined;
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      for (const other of others) {
        const answer = await call(method, url, other.token, payload);
        expect(answer.statusCode).toBe(403);
        expect(answer.json().code).toBe('FORBIDDEN');
      }
    }
    expect((await me(target.token)).statusCode).toBe(200);
    expect(await auditOf(target.id)).toEqual([]);
  });
});
