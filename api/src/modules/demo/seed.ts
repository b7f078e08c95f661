import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { foldForSearch } from '@rowad/shared/search';
import type { FastifyInstance } from 'fastify';
import { foldCategories } from '../../http/paging.js';
import { GALLERY_IMAGE_LIMITS, loadSharp, processImage } from '../../images/process-image.js';
import { AccountRepository } from '../auth/account-repository.js';
import { hashPassword } from '../auth/passwords.js';
import { demoComments, demoEvents, demoInvestors, demoOwners } from './demo-content.js';

/** A picture drawn from the business's colours: arches and a jar, no text (fonts vary by host). */
async function demoPicture([main, accent]: readonly [string, string], variant: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800">
    <rect width="1280" height="800" fill="${main}"/>
    <path d="M0 800 V520 Q160 ${380 + variant * 40} 320 520 T640 520 T960 520 T1280 520 V800 Z" fill="${accent}" opacity="0.55"/>
    <ellipse cx="${640 + variant * 180}" cy="470" rx="150" ry="190" fill="${accent}"/>
    <rect x="${580 + variant * 180}" y="250" width="120" height="70" rx="18" fill="${accent}"/>
    <circle cx="${1060 - variant * 700}" cy="170" r="80" fill="#ffffff" opacity="0.35"/>
  </svg>`;
  // Loaded here, not with the server: only a first start seeds.
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Whether to seed: DEMO_DATA=1 always, DEMO_DATA=0 never, unset only into an empty embedded
 * database (a first local run), never into PostgreSQL by surprise.
 */
export async function shouldSeed(app: FastifyInstance): Promise<boolean> {
  const wanted = app.config.demoData;
  if (wanted !== undefined) return wanted && !(await hasContent(app));
  return app.dbDialect === 'sqlite' && !(await hasContent(app));
}

async function hasContent(app: FastifyInstance): Promise<boolean> {
  const user = await app.db
    .selectFrom('users')
    .select('id')
    .where('role', '!=', 'admin')
    .limit(1)
    .executeTakeFirst();
  return user !== undefined;
}

/**
 * Seeds owners with approved projects and pictures, investors, past, ongoing and upcoming
 * events, comments, one edit waiting for review and one bazaar request. The sign-ins share a
 * password generated for this installation, printed at start and kept in DATA_DIR.
 */
export async function seedDemoData(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const accounts = new AccountRepository(db);
  const password = randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(password);
  const now = new Date().toISOString();

  const ownerIds: number[] = [];
  for (const owner of demoOwners) {
    ownerIds.push(
      await accounts.create(
        {
          email: owner.email,
          passwordHash,
          firstName: owner.firstName,
          lastName: owner.lastName,
          role: 'owner',
          state: 'active',
          language: 'en',
          profile: { bio: owner.bio, birthDate: null, address: owner.address },
        },
        now,
      ),
    );
  }
  const investorIds: number[] = [];
  for (const investor of demoInvestors) {
    investorIds.push(
      await accounts.create(
        {
          email: investor.email,
          passwordHash,
          firstName: investor.firstName,
          lastName: investor.lastName,
          role: 'investor',
          state: 'active',
          language: 'en',
          profile: { bio: investor.bio, birthDate: null, address: investor.address },
        },
        now,
      ),
    );
  }

  const projectIds: number[] = [];
  for (const [index, owner] of demoOwners.entries()) {
    const p = owner.project;
    const data = {
      name: p.name,
      description: p.description,
      city: p.city,
      street: p.street,
      categories: p.categories,
      contact: p.contact,
    };
    const { id } = await db
      .insertInto('projects')
      .values({
        owner_id: ownerIds[index]!,
        name: p.name,
        name_folded: foldForSearch(p.name),
        description: p.description,
        city: p.city,
        street: p.street,
        categories: JSON.stringify(p.categories),
        categories_folded: foldCategories(p.categories),
        contact: JSON.stringify(p.contact),
        published_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    projectIds.push(id);
    await db
      .insertInto('project_revisions')
      .values({
        project_id: id,
        data: JSON.stringify(data),
        state: 'approved',
        reason: null,
        created_at: now,
        decided_at: now,
        decided_by: null,
      })
      .execute();
    for (const variant of [0, 1]) {
      const stored = await app.storage.saveImage(
        await processImage(await demoPicture(p.palette, variant), GALLERY_IMAGE_LIMITS),
        'projects',
      );
      await db
        .insertInto('project_images')
        .values({
          project_id: id,
          storage_key: stored.key,
          url: stored.url,
          variants: JSON.stringify(stored.variants),
          is_cover: variant === 0 ? 1 : 0,
          live: 1,
          created_at: now,
        })
        .execute();
    }
  }

  // One edit waiting for an admin, so the review queue has something to show.
  const first = demoOwners[0]!.project;
  await db
    .insertInto('project_revisions')
    .values({
      project_id: projectIds[0]!,
      data: JSON.stringify({
        name: first.name,
        description: `${first.description} Now with a summer collection of turquoise lamps.`,
        city: first.city,
        street: first.street,
        categories: [...first.categories, 'lighting'],
        contact: first.contact,
      }),
      state: 'pending',
      reason: null,
      created_at: now,
      decided_at: null,
      decided_by: null,
    })
    .execute();

  const eventIds: number[] = [];
  for (const [index, event] of demoEvents.entries()) {
    const { id } = await db
      .insertInto('events')
      .values({
        name: event.name,
        name_folded: foldForSearch(event.name),
        description: event.description,
        city: event.city,
        street: event.street,
        start_date: day(event.startOffset),
        end_date: day(event.endOffset),
        categories: JSON.stringify(event.categories),
        categories_folded: foldCategories(event.categories),
        kind: event.kind,
        capacity: event.kind === 'physical' ? 40 : null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    eventIds.push(id);
    const palette = demoOwners[index % demoOwners.length]!.project.palette;
    const stored = await app.storage.saveImage(
      await processImage(await demoPicture(palette, 1), GALLERY_IMAGE_LIMITS),
      'events',
    );
    await db
      .insertInto('event_images')
      .values({
        event_id: id,
        storage_key: stored.key,
        url: stored.url,
        variants: JSON.stringify(stored.variants),
        is_cover: 1,
        created_at: now,
      })
      .execute();
  }
  await db
    .insertInto('participations')
    .values({
      event_id: eventIds[2]!,
      owner_id: ownerIds[1]!,
      status: 'pending',
      note: 'We will bring painted plates.',
      reason: null,
      created_at: now,
      decided_at: null,
    })
    .execute();

  for (const [index, comment] of demoComments.entries()) {
    await db
      .insertInto('comments')
      .values({
        project_id: projectIds[index]!,
        user_id: investorIds[index % investorIds.length]!,
        comment: comment.comment,
        rate: comment.rate,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }

  const signIns = [...demoOwners, ...demoInvestors].map((person) => person.email);
  const file = path.join(app.config.dataDir, 'demo-sign-ins.txt');
  writeFileSync(
    file,
    `Demo sign-ins (password for all: ${password})\n${signIns.map((email) => `  ${email}`).join('\n')}\n`,
    { mode: 0o600 },
  );
  // The password stays in the owner-only file: a log line travels to wherever logs are shipped.
  app.log.info(
    { owners: demoOwners.length, investors: demoInvestors.length, file },
    'demo data seeded: the accounts and their password are in the file',
  );
}
