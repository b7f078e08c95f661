// The comments suites' platform (comments.test.ts, comment-edits.test.ts): one app with a user,
// two owners, an investor and the admin signed in, a public and a draft project of the second owner,
// and the calls the suites make. Each suite file calls setUpCommentsPlatform() once.
import type { FastifyInstance } from 'fastify';
import { bearer, logIn, signUp } from '../../test-support/accounts.js';
import { startSmtpListener, type SmtpListener } from '../../test-support/smtp-listener.js';
import { buildTestApp } from '../../test-support/test-app.js';
import { createProject } from './test-projects.js';

// By code, not by class: a SqliteError may come from another test file's realm (better-sqlite3's
// native part keeps the first error constructor it was given), where instanceof Error fails.
export const UNIQUE_VIOLATION = expect.stringMatching(/^(SQLITE_CONSTRAINT_UNIQUE|23505)$/);

export type Who = 'guest' | 'user' | 'ownerA' | 'ownerB' | 'investor' | 'admin';

let smtp: SmtpListener;
export let app: FastifyInstance;
export const tokens = {} as Record<Exclude<Who, 'guest'>, string>;
export const ids = {} as Record<Exclude<Who, 'guest'>, number>;
export let publicProject: number;
export let draftProject: number;

/** Registers the suite's hooks: one app, its accounts and two projects, made before its tests. */
export function setUpCommentsPlatform(): void {
  beforeAll(async () => {
    smtp = await startSmtpListener();
    app = await buildTestApp({
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: 'moderator@rowad.ps',
      ADMIN_PASSWORD: 'moderator-pass-1',
    });
    const accounts = {
      user: await signUp(app, smtp, { role: 'user', firstName: 'Yara', lastName: 'Qawasmi' }),
      ownerA: await signUp(app, smtp, { role: 'owner', firstName: 'Amal', lastName: 'Tamimi' }),
      ownerB: await signUp(app, smtp, { role: 'owner', firstName: 'Basel', lastName: 'Jabari' }),
      investor: await signUp(app, smtp, { role: 'investor', firstName: 'Sami', lastName: 'Nasser' }),
    };
    for (const [who, account] of Object.entries(accounts)) {
      tokens[who as keyof typeof accounts] = account.token;
      ids[who as keyof typeof accounts] = account.id;
    }
    tokens.admin = await logIn(app, 'moderator@rowad.ps', 'moderator-pass-1');
    ids.admin = (
      await app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'moderator@rowad.ps')
        .executeTakeFirstOrThrow()
    ).id;
    publicProject = await createProject(app, ids.ownerB);
    draftProject = await createProject(app, ids.ownerB, { published: false });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });
}

export function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: Who, payload?: unknown) {
  return app.inject({
    method,
    url,
    ...(who === 'guest' ? {} : { headers: bearer(tokens[who]) }),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export const list = async (projectId = publicProject) => {
  const response = await call('GET', `/api/project/${projectId}/comments`, 'guest');
  expect(response.statusCode).toBe(200);
  return response.json<Array<{ id: number; userId: number; comment: string; rate: number }>>();
};

/** The project each comment made by commentBy is on. */
export const projectOf = new Map<number, number>();

/**
 * A comment by `who`, straight through the API, on the project given or else on a fresh public
 * project (one rating per user and project: a shared project would refuse a second one).
 */
let written = 0;

// Each default text is new: the same text twice in a day is refused (DUPLICATE_COMMENT, issue 31).
export async function commentBy(
  who: Exclude<Who, 'guest'>,
  text = `Beautiful work, number ${++written}`,
  projectId?: number,
) {
  const project = projectId ?? (await createProject(app, ids.ownerB));
  const response = await call('POST', `/api/project/${project}/comment`, who, { comment: text, rate: 4 });
  expect(response.statusCode).toBe(201);
  const id = response.json<{ id: number }>().id;
  projectOf.set(id, project);
  return id;
}

export const everyone: Who[] = ['guest', 'user', 'ownerA', 'ownerB', 'investor', 'admin'];
