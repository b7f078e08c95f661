// Fills a freshly migrated database with N public projects straight through SQL, the way the
// demo seed (api/src/modules/demo/seed.ts) stores them once an admin has approved them: the public
// copy in `projects` (published_at set), an approved `project_revisions` row, two live
// `project_images` rows (one cover) and, on a few projects, comments from other users so the
// ratings are not all empty (one rating per user and project, as the API allows). No pictures are written: the API reads the rows, not the files.
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

/** PostgreSQL rows per INSERT: 500 rows of up to 11 columns stay far below its 65,535 parameters. */
const POSTGRES_BATCH_ROWS = 500;
/** Each of these projects gets one comment per rate (the middle one is the measured detail). */
const COMMENT_RATES = [5, 4, 4];
const IMAGE_WIDTHS = [320, 640, 1280];

const TOWNS = ['Hebron', 'Dura', 'Halhul', 'Yatta', 'Bani Naim', 'Beit Ummar', 'Sa‘ir', 'Tarqumiya'];
const TRADES = [
  ['Glass', ['glass', 'handicrafts']],
  ['Ceramics', ['ceramics', 'pottery', 'handicrafts']],
  ['Embroidery', ['embroidery', 'textiles']],
  ['Olive Oil', ['food', 'olive oil']],
  ['Leather', ['leather', 'shoes']],
  ['Soap', ['soap', 'cosmetics']],
  ['Carpets', ['carpets', 'textiles', 'handicrafts']],
  ['Grapes', ['food', 'agriculture']],
];
const STREETS = ['Bab al-Zawiya', 'Ein Sarah Street', 'Old City, Al-Qasaba', 'Wadi al-Tuffah', 'Ras al-Jora'];

// Names are unique (they carry the number): PostgreSQL's RETURNING is mapped back by name.
const numbered = (index) => String(index + 1).padStart(5, '0');

/** The fields a revision stores and the public copy shows, for project number `index`. */
function projectData(index) {
  const town = TOWNS[index % TOWNS.length];
  const [trade, categories] = TRADES[Math.floor(index / TOWNS.length) % TRADES.length];
  const name = `${town} ${trade} ${numbered(index)}`;
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return {
    name,
    description:
      `${name} is a family workshop in ${town}: ${trade.toLowerCase()} made by hand and sold in the ` +
      'old city and online. Visitors are welcome on weekdays; group orders and workshops on request.',
    city: town,
    street: STREETS[index % STREETS.length],
    categories,
    contact: {
      email: `${slug}@example.ps`,
      website: index % 3 === 0 ? `https://${slug}.example.ps` : '',
      whatsapp: `+970 59 ${String(100_000 + index).slice(-6, -3)} ${String(index).padStart(4, '0').slice(-4)}`,
      phones: index % 2 === 0 ? [`+970 2 222 ${String(index).padStart(4, '0').slice(-4)}`] : [],
      pages: index % 4 === 0 ? [{ pageType: 'facebook', pageUrl: `https://facebook.com/${slug}` }] : [],
    },
  };
}

/** As the storage plugin names uploads: `projects/<32 hex>`, served as `<id>-<width>.webp`. */
function imageRow(projectId, variant, index, now) {
  const id = (index * 2 + variant).toString(16).padStart(32, '0');
  const urlOf = (width) => `/uploads/projects/${id}-${width}.webp`;
  return {
    project_id: projectId,
    storage_key: `projects/${id}`,
    url: urlOf(IMAGE_WIDTHS.at(-1)),
    variants: JSON.stringify(IMAGE_WIDTHS.map((width) => ({ width, url: urlOf(width) }))),
    is_cover: variant === 0 ? 1 : 0,
    live: 1,
    created_at: now,
  };
}

/**
 * Everything but the generated ids: `projectRow(i)` and the rows that hang off project `i` once
 * its id is known. Project i is published i seconds after the first, so the newest (the first
 * page) is the highest id, as it would be on a live site.
 */
function plan(count) {
  const start = Date.now() - count * 1000;
  const at = (index) => new Date(start + index * 1000).toISOString();
  const now = new Date().toISOString();
  const user = (email, firstName, lastName, role) => ({
    email,
    email_key: email,
    // Nobody signs in as these: any text that is not a valid hash keeps them from doing so.
    password_hash: 'bench-no-sign-in',
    first_name: firstName,
    last_name: lastName,
    // As foldForSearch folds them (migration 006): these Latin names only lose their capitals.
    name_folded: `${firstName} ${lastName}`.toLowerCase(),
    role,
    state: 'active',
    language: 'en',
    created_at: now,
    updated_at: now,
  });
  const data = Array.from({ length: count }, (_, index) => projectData(index));
  // The newest, one further down the first page and the measured one in the middle.
  const commented = [...new Set([count - 1, Math.max(0, count - 10), Math.floor(count / 2)])];
  return {
    now,
    owner: user('owner@bench.rowad.test', 'Bench', 'Owner', 'owner'),
    ownerProfile: { bio: 'Owner of every benchmark project.', birth_date: null, address: 'Hebron' },
    commenters: COMMENT_RATES.map((_, n) =>
      user(`investor${n + 1}@bench.rowad.test`, 'Bench', `Investor ${n + 1}`, 'investor'),
    ),
    commenterProfile: { bio: 'Writes the benchmark comments.', birth_date: null, address: 'Hebron' },
    projectRow: (index, ownerId) => ({
      owner_id: ownerId,
      name: data[index].name,
      name_folded: data[index].name.toLowerCase(),
      description: data[index].description,
      city: data[index].city,
      street: data[index].street,
      categories: JSON.stringify(data[index].categories),
      contact: JSON.stringify(data[index].contact),
      published_at: at(index),
      created_at: at(index),
      updated_at: at(index),
    }),
    revisionRow: (index, projectId) => ({
      project_id: projectId,
      data: JSON.stringify(data[index]),
      state: 'approved',
      reason: null,
      created_at: at(index),
      decided_at: at(index),
      decided_by: null,
    }),
    imageRows: (index, projectId) => [0, 1].map((variant) => imageRow(projectId, variant, index, at(index))),
    commentRows: (projectIds, userIds) =>
      commented.flatMap((index) =>
        COMMENT_RATES.map((rate, n) => ({
          project_id: projectIds[index],
          user_id: userIds[n],
          comment: `Visit ${n + 1}: friendly people and fair prices.`,
          rate,
          created_at: now,
          updated_at: now,
        })),
      ),
  };
}

/**
 * Seeds `<dataDir>/rowad.sqlite` (the running server has it open too: WAL lets it read on) in one
 * transaction.
 * @returns {{ projectIds: number[], comments: number }} project ids in publication order
 */
export function seedSqlite(dataDir, count) {
  const rows = plan(count);
  const db = new Database(path.join(dataDir, 'rowad.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    db.pragma('foreign_keys = ON');
    const inserters = new Map();
    const insert = (table, row) => {
      const columns = Object.keys(row);
      const key = `${table}:${columns.join(',')}`;
      if (!inserters.has(key)) {
        inserters.set(
          key,
          db.prepare(
            `insert into ${table} (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
          ),
        );
      }
      return Number(inserters.get(key).run(row).lastInsertRowid);
    };
    return db.transaction(() => {
      const ownerId = insert('users', rows.owner);
      insert('owner_profiles', { user_id: ownerId, ...rows.ownerProfile });
      const commenterIds = rows.commenters.map((commenter) => insert('users', commenter));
      for (const id of commenterIds) insert('investor_profiles', { user_id: id, ...rows.commenterProfile });
      const projectIds = [];
      for (let index = 0; index < count; index++) {
        const projectId = insert('projects', rows.projectRow(index, ownerId));
        projectIds.push(projectId);
        insert('project_revisions', rows.revisionRow(index, projectId));
        for (const image of rows.imageRows(index, projectId)) insert('project_images', image);
      }
      const comments = rows.commentRows(projectIds, commenterIds);
      for (const comment of comments) insert('comments', comment);
      return { projectIds, comments: comments.length };
    })();
  } finally {
    db.close();
  }
}

/** One multi-row INSERT per POSTGRES_BATCH_ROWS rows; the returned columns of every row. */
async function insertBatches(client, table, rows, returning) {
  const returned = [];
  for (let start = 0; start < rows.length; start += POSTGRES_BATCH_ROWS) {
    const batch = rows.slice(start, start + POSTGRES_BATCH_ROWS);
    const columns = Object.keys(batch[0]);
    const values = [];
    const tuples = batch.map((row) => {
      const placeholders = columns.map((column) => {
        values.push(row[column]);
        return `$${values.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    const result = await client.query(
      `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}` +
        (returning ? ` returning ${returning}` : ''),
      values,
    );
    returned.push(...result.rows);
  }
  return returned;
}

/**
 * Seeds the PostgreSQL database at `url` in one transaction, then ANALYZEs it: autovacuum would
 * do so on its own shortly after a bulk load, and a live database has statistics.
 * @returns {Promise<{ projectIds: number[], comments: number }>} project ids in publication order
 */
export async function seedPostgres(url, count) {
  const rows = plan(count);
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 5_000,
    query_timeout: 60_000,
  });
  // A dropped connection also rejects the pending query; without a listener it would crash us.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('begin');
    const [{ id: ownerId }] = await insertBatches(client, 'users', [rows.owner], 'id');
    await insertBatches(client, 'owner_profiles', [{ user_id: ownerId, ...rows.ownerProfile }]);
    // RETURNING's order is not promised to follow VALUES': map by the unique e-mail.
    const commenterIdByEmail = new Map(
      (await insertBatches(client, 'users', rows.commenters, 'id, email')).map((row) => [row.email, row.id]),
    );
    const commenterIds = rows.commenters.map((commenter) => commenterIdByEmail.get(commenter.email));
    await insertBatches(
      client,
      'investor_profiles',
      commenterIds.map((id) => ({ user_id: id, ...rows.commenterProfile })),
    );

    const projects = Array.from({ length: count }, (_, index) => rows.projectRow(index, ownerId));
    // RETURNING's order is not promised to follow VALUES': the names are unique, map by them.
    const idByName = new Map(
      (await insertBatches(client, 'projects', projects, 'id, name')).map((row) => [row.name, row.id]),
    );
    const projectIds = projects.map((project) => idByName.get(project.name));
    await insertBatches(
      client,
      'project_revisions',
      projectIds.map((id, index) => rows.revisionRow(index, id)),
    );
    await insertBatches(
      client,
      'project_images',
      projectIds.flatMap((id, index) => rows.imageRows(index, id)),
    );
    const comments = rows.commentRows(projectIds, commenterIds);
    await insertBatches(client, 'comments', comments);
    await client.query('commit');
    await client.query('analyze');
    return { projectIds, comments: comments.length };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
