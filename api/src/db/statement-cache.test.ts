import { jest } from '@jest/globals';
import SqliteDatabase from 'better-sqlite3';
import { withStatementCache } from './statement-cache.js';

describe('withStatementCache', () => {
  it('prepares a SQL text once and reuses the statement with fresh values each run', () => {
    const raw = new SqliteDatabase(':memory:');
    const prepare = jest.spyOn(raw, 'prepare');
    const db = withStatementCache(raw);
    db.prepare('create table t (n integer)').run([]);
    const insert = 'insert into t (n) values (?)';
    db.prepare(insert).run([1]);
    db.prepare(insert).run([2]);
    const rows = db.prepare('select n from t order by n').all([]);
    expect(rows).toEqual([{ n: 1 }, { n: 2 }]);
    expect(prepare.mock.calls.filter(([sql]) => sql === insert)).toHaveLength(1);
    db.close();
  });

  it('keeps at most 500 statements, dropping the least recently used', () => {
    const raw = new SqliteDatabase(':memory:');
    const prepare = jest.spyOn(raw, 'prepare');
    const db = withStatementCache(raw);
    db.prepare('select 0').all([]);
    for (let i = 1; i <= 500; i += 1) db.prepare(`select ${i}`).all([]);
    db.prepare('select 0').all([]);
    expect(prepare.mock.calls.filter(([sql]) => sql === 'select 0')).toHaveLength(2);
    db.close();
  });
});
