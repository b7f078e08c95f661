import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { foldPersonName } from '../../http/paging.js';

export interface Profile {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  bio: string;
  birthDate: string | null;
  address: string;
  photoKey: string | null;
  photoUrl: string | null;
  /** The owner's profile while hidden from the public (issue 31): why, as the owner was told. */
  hidden?: { reason: string | null };
}

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  bio: string;
  birthDate: string | null;
  address: string;
}

/** Owner and investor profiles: one table each, the same shape but the owner's photo. */
export class ProfileRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findOwner(userId: number): Promise<Profile | undefined> {
    const row = await this.db
      .selectFrom('owner_profiles as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select([
        'u.id',
        'u.first_name',
        'u.last_name',
        'u.email',
        'p.bio',
        'p.birth_date',
        'p.address',
        'p.photo_key',
        'p.photo_url',
        'p.hidden_at',
      ])
      .where('p.user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.hidden_at === null) return toProfile(row);
    const moderation = await this.db
      .selectFrom('moderations')
      .select('hidden_reason')
      .where('kind', '=', 'owner')
      .where('item_id', '=', userId)
      .executeTakeFirst();
    return { ...toProfile(row), hidden: { reason: moderation?.hidden_reason ?? null } };
  }

  async findInvestor(userId: number): Promise<Profile | undefined> {
    const row = await this.db
      .selectFrom('investor_profiles as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'p.bio', 'p.birth_date', 'p.address'])
      .where('p.user_id', '=', userId)
      .executeTakeFirst();
    return row && toProfile({ ...row, photo_key: null, photo_url: null });
  }

  /** Names live on the user, the rest on the role's profile: both change together or not at all. */
  async update(
    table: 'owner_profiles' | 'investor_profiles',
    userId: number,
    changes: ProfileChanges,
    now: string,
  ) {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({
          first_name: changes.firstName,
          last_name: changes.lastName,
          name_folded: foldPersonName(changes.firstName, changes.lastName),
          updated_at: now,
        })
        .where('id', '=', userId)
        .execute();
      await trx
        .updateTable(table)
        .set({ bio: changes.bio, birth_date: changes.birthDate, address: changes.address })
        .where('user_id', '=', userId)
        .execute();
    });
  }

  async setOwnerPhoto(userId: number, photo: { key: string; url: string }): Promise<void> {
    await this.db
      .updateTable('owner_profiles')
      .set({ photo_key: photo.key, photo_url: photo.url })
      .where('user_id', '=', userId)
      .execute();
  }
}

function toProfile(row: {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  bio: string;
  birth_date: string | null;
  address: string;
  photo_key: string | null;
  photo_url: string | null;
}): Profile {
  return {
    userId: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    bio: row.bio,
    birthDate: row.birth_date,
    address: row.address,
    photoKey: row.photo_key,
    photoUrl: row.photo_url,
  };
}
