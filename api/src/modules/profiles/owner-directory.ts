import { foldForSearch } from '@rowad/shared/search';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { likeContains, pageOf } from '../../http/paging.js';

/** The owners directory: active owners with their profiles, as signed-in users see them. */
export class OwnerDirectory {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Active owners, newest first, `q` matching "first last" folded for search (case, Arabic
   * diacritics and spelling variants aside), as the projects' names are.
   */
  async listOwners(options: { q?: string | undefined; limit: number; afterId?: number | undefined }) {
    let base = this.db
      .selectFrom('users as u')
      .innerJoin('owner_profiles as p', 'p.user_id', 'u.id')
      .where('u.role', '=', 'owner')
      .where('u.state', '=', 'active')
      // Hidden by reports or an admin (issue 31).
      .where('p.hidden_at', 'is', null);
    const q = options.q === undefined ? '' : foldForSearch(options.q);
    if (q !== '') {
      base = base.where(sql<boolean>`u.name_folded like ${likeContains(q)} escape '\\'`);
    }
    const { count } = await base.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    let page = base
      .select(['u.id', 'u.first_name', 'u.last_name', 'p.photo_url', 'p.bio', 'p.address', 'p.birth_date'])
      .orderBy('u.id', 'desc')
      .limit(options.limit + 1);
    if (options.afterId !== undefined) page = page.where('u.id', '<', options.afterId);
    return pageOf(await page.execute(), options.limit, Number(count), toOwnerProfile);
  }

  async findOwner(id: number) {
    const row = await this.db
      .selectFrom('users as u')
      .innerJoin('owner_profiles as p', 'p.user_id', 'u.id')
      .select(['u.id', 'u.first_name', 'u.last_name', 'p.photo_url', 'p.bio', 'p.address', 'p.birth_date'])
      .where('u.id', '=', id)
      .where('u.role', '=', 'owner')
      .where('u.state', '=', 'active')
      .where('p.hidden_at', 'is', null)
      .executeTakeFirst();
    return row && toOwnerProfile(row);
  }
}

function toOwnerProfile(row: {
  id: number;
  first_name: string;
  last_name: string;
  photo_url: string | null;
  bio: string;
  address: string;
  birth_date: string | null;
}) {
  return {
    id: row.id,
    photo: row.photo_url,
    bio: row.bio,
    address: row.address,
    birthDate: row.birth_date,
    user: { firstName: row.first_name, lastName: row.last_name },
  };
}
