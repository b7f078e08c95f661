import type { FastifyInstance } from 'fastify';
import { encodeCursor } from '../../http/paging.js';
import { ContactRepository } from '../contact/repository.js';
import type { SmtpListener } from '../../test-support/smtp-listener.js';
import { caller, sendContactMessage, signUp, startAdminApp } from './test-admin.js';

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

interface Message {
  id: number;
  name: string;
  email: string;
  message: string;
  createdAt: string;
  handledAt: string | null;
}

const list = async (query = '') => {
  const response = await call('GET', `/api/admin/contact-messages${query}`, adminToken);
  expect(response.statusCode).toBe(200);
  return {
    messages: response.json<Message[]>(),
    total: Number(response.headers['x-total-count']),
    link: response.headers.link,
  };
};
const markHandled = (id: number | string, token = adminToken) =>
  call('POST', `/api/admin/contact-messages/${id}/handled`, token);

describe('the contact messages of the admin area', () => {
  let rami: number;
  let hiba: number;
  let omar: number;

  beforeAll(async () => {
    rami = await sendContactMessage(app, 'Rami Khalil', 'Where is the bazaar?');
    hiba = await sendContactMessage(app, 'Hiba Saleh', 'My project is not shown.');
    omar = await sendContactMessage(app, 'Omar Zeid', 'Thank you!');
  });

  it('lists the open messages newest first by default, as they were sent', async () => {
    const { messages, total } = await list();
    expect(total).toBe(3);
    expect(messages.map((message) => message.id)).toEqual([omar, hiba, rami]);
    expect(messages[2]).toEqual({
      id: rami,
      name: 'Rami Khalil',
      email: 'sender@example.ps',
      message: 'Where is the bazaar?',
      createdAt: expect.any(String),
      handledAt: null,
    });
  });

  it('marks a message handled once, in the audit log, and moves it from the open list to the handled one', async () => {
    const response = await markHandled(hiba);
    expect(response.statusCode).toBe(200);
    const marked = response.json<Message>();
    expect(marked).toMatchObject({ id: hiba, name: 'Hiba Saleh', handledAt: expect.any(String) });
    expect(Date.parse(marked.handledAt!)).toBeGreaterThan(Date.parse(marked.createdAt) - 1);

    const again = await markHandled(hiba);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'ALREADY_HANDLED',
      message: 'This message was marked handled already.',
    });

    expect((await list()).messages.map((message) => message.id)).toEqual([omar, rami]);
    expect((await list('?state=open')).total).toBe(2);
    const handled = await list('?state=handled');
    expect(handled.messages).toEqual([marked]);
    expect(handled.total).toBe(1);
    const all = await list('?state=all');
    expect(all.messages.map((message) => message.id)).toEqual([omar, hiba, rami]);
    expect(all.total).toBe(3);

    const entries = await app.db
      .selectFrom('audit_log')
      .select(['admin_id', 'action', 'subject_type', 'subject_id'])
      .where('subject_type', '=', 'contact')
      .execute();
    expect(entries).toEqual([
      { admin_id: adminId, action: 'contact.handled', subject_type: 'contact', subject_id: hiba },
    ]);
  });

  it('lets one of two admins marking a message at once succeed, the other hears 409', async () => {
    const answers = await Promise.all([markHandled(omar), markHandled(omar)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const entries = await app.db
      .selectFrom('audit_log')
      .select('id')
      .where('subject_type', '=', 'contact')
      .where('subject_id', '=', omar)
      .execute();
    expect(entries).toHaveLength(1);
  });

  it('does not mark a message handled twice even when the second try passed the first check', async () => {
    const id = await sendContactMessage(app, 'Nour Awad');
    const repository = new ContactRepository(app.db);
    expect(await repository.markHandled(id, adminId, new Date().toISOString())).toBe(true);
    expect(await repository.markHandled(id, adminId, new Date().toISOString())).toBe(false);
  });

  it('pages with Link and X-Total-Count, keeping the state', async () => {
    const first = await list('?state=all&limit=2');
    expect(first.messages).toHaveLength(2);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.link))?.[1];
    expect(next).toContain('state=all');
    const second = await call('GET', next!, adminToken);
    expect(second.headers['x-total-count']).toBe(String(first.total));
    const ids = [...first.messages, ...second.json<Message[]>()].map((message) => message.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([
    ['?state=closed', 'VALIDATION_FAILED'],
    ['?limit=0', 'VALIDATION_FAILED'],
    ['?limit=101', 'VALIDATION_FAILED'],
    ['?cursor=nonsense', 'INVALID_CURSOR'],
    // A well-formed cursor past the id columns' range names nothing: refused, not a database error.
    [`?cursor=${encodeCursor(2 ** 40)}`, 'INVALID_CURSOR'],
  ])('answers %s with 400 %s', async (query, code) => {
    const response = await call('GET', `/api/admin/contact-messages${query}`, adminToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });

  it.each(['987654', 'abc', '0', '99999999999'])(
    'answers /contact-messages/%s/handled with 404',
    async (id) => {
      const response = await markHandled(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'MESSAGE_NOT_FOUND', message: 'Message not found' });
    },
  );

  it('answers guests 401 and other roles 403, changing nothing', async () => {
    const id = await sendContactMessage(app, 'Dana Odeh');
    expect((await call('GET', '/api/admin/contact-messages')).statusCode).toBe(401);
    expect((await call('POST', `/api/admin/contact-messages/${id}/handled`)).statusCode).toBe(401);
    for (const role of ['owner', 'investor', 'user']) {
      const { token } = await signUp(app, smtp, { role });
      expect((await call('GET', '/api/admin/contact-messages', token)).statusCode).toBe(403);
      const answer = await markHandled(id, token);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().code).toBe('FORBIDDEN');
    }
    expect((await list()).messages.map((message) => message.id)).toContain(id);
  });
});
