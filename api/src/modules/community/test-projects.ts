import type { FastifyInstance } from 'fastify';

let counter = 0;

/**
 * A project written straight into the database (the projects API is another module): public
 * unless `published: false`, which leaves it a draft under review.
 */
export async function createProject(
  app: FastifyInstance,
  ownerId: number,
  { published = true, name }: { published?: boolean; name?: string } = {},
): Promise<number> {
  counter += 1;
  const now = new Date().toISOString();
  const projectName = name ?? `Glass workshop ${counter}`;
  const row = await app.db
    .insertInto('projects')
    .values({
      owner_id: ownerId,
      name: projectName,
      name_folded: projectName.toLowerCase(),
      description: 'Hand-blown Hebron glass.',
      city: 'Hebron',
      street: 'Ein Sara Street',
      categories: '[]',
      categories_folded: '',
      contact: '{}',
      published_at: published ? now : null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
