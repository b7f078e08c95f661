import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { GALLERY_IMAGE_LIMITS, loadSharp, processImage } from '../../images/process-image.js';
import { AccountRepository } from '../auth/account-repository.js';
import { hashPassword } from '../auth/passwords.js';
import { CommunityRepository } from '../community/repository.js';
import { EventRepository } from '../events/repository.js';
import { projectStores } from '../projects/stores.js';
import {
  demoComments,
  demoEvents,
  demoInvestors,
  demoOwners,
  demoParticipation,
  demoPendingEdit,
  type DemoPerson,
} from './demo-content.js';
import { seedDemoInsights } from './demo-insights.js';

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

/** A demo picture as an upload becomes one: processed into the gallery's sizes. */
async function demoImage(palette: readonly [string, string], variant: number) {
  return processImage(await demoPicture(palette, variant), GALLERY_IMAGE_LIMITS);
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
 * events, comments, one edit waiting for review, one bazaar request and 180 days of page counts. The sign-ins share a
 * password generated for this installation, printed at start and kept in DATA_DIR. Everything is
 * written through the repositories, as the API writes it: a project is submitted, given its
 * pictures and approved, so it is published and folded for search as any other.
 */
export async function seedDemoData(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const accounts = new AccountRepository(db);
  const { projects, revisions, images } = projectStores(db);
  const events = new EventRepository(db);
  const community = new CommunityRepository(db);
  const password = randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(password);
  const now = new Date().toISOString();

  const createAccounts = async (people: readonly DemoPerson[], role: 'owner' | 'investor') => {
    const ids: number[] = [];
    for (const person of people) {
      ids.push(
        await accounts.create(
          {
            email: person.email,
            passwordHash,
            firstName: person.firstName,
            lastName: person.lastName,
            role,
            state: 'active',
            language: 'en',
            profile: { bio: person.bio, birthDate: null, address: person.address },
          },
          now,
        ),
      );
    }
    return ids;
  };
  const ownerIds = await createAccounts(demoOwners, 'owner');
  const investorIds = await createAccounts(demoInvestors, 'investor');

  const projectIds: number[] = [];
  for (const [index, owner] of demoOwners.entries()) {
    const { palette, ...data } = owner.project;
    const id = await projects.create(ownerIds[index]!, data, now);
    projectIds.push(id);
    const pictures = [];
    for (const variant of [0, 1]) {
      pictures.push(await app.storage.saveImage(await demoImage(palette, variant), 'projects'));
    }
    const added = await images.addImages(id, pictures, now);
    const revision = (await revisions.latestRevisions([id])).get(id)!;
    await revisions.approve(
      revision,
      added.map((image) => image.id),
      null,
      now,
    );
  }

  const edited = demoOwners[demoPendingEdit.owner]!.project;
  await revisions.submit(
    projectIds[demoPendingEdit.owner]!,
    {
      name: edited.name,
      description: `${edited.description}${demoPendingEdit.descriptionAdded}`,
      city: edited.city,
      street: edited.street,
      categories: [...edited.categories, demoPendingEdit.categoryAdded],
      contact: edited.contact,
    },
    now,
  );

  const eventIds: number[] = [];
  for (const [index, event] of demoEvents.entries()) {
    const { startOffset, endOffset, categories, ...fields } = event;
    const id = await events.create(
      { ...fields, categories: [...categories], startDate: day(startOffset), endDate: day(endOffset) },
      now,
    );
    eventIds.push(id);
    const palette = demoOwners[index % demoOwners.length]!.project.palette;
    await events.addImages(id, [await app.storage.saveImage(await demoImage(palette, 1), 'events')], now);
  }
  await events.createParticipation(
    eventIds[demoParticipation.event]!,
    ownerIds[demoParticipation.owner]!,
    demoParticipation.note,
    now,
  );

  for (const [index, comment] of demoComments.entries()) {
    const author = index % investorIds.length;
    const { firstName, lastName } = demoInvestors[author]!;
    await community.insertComment({
      projectId: projectIds[index]!,
      author: { id: investorIds[author]!, firstName, lastName },
      comment: comment.comment,
      rate: comment.rate,
      now,
    });
  }

  await seedDemoInsights(
    db,
    projectIds.map((id, index) => ({ id, contact: demoOwners[index]!.project.contact })),
    eventIds,
  );

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
