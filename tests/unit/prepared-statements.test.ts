import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { reusePreparedStatements } from '../../platform/db/open';

/** platform/db/open.ts: kysely's queries reuse one prepared statement per SQL text. */
describe('reusePreparedStatements', () => {
  it('prepares each SQL text once and still answers with the current rows', () => {
    const sqlite = new SQLite(':memory:');
    reusePreparedStatements(sqlite);
    sqlite.prepare('create table t (n integer)').run();
    const select = sqlite.prepare('select n from t order by n');
    expect(sqlite.prepare('select n from t order by n')).toBe(select);
    sqlite.prepare('insert into t (n) values (?)').run(2);
    sqlite.prepare('insert into t (n) values (?)').run(1);
    expect(sqlite.prepare('select n from t order by n').all()).toEqual([{ n: 1 }, { n: 2 }]);
    sqlite.prepare('alter table t add column m text').run();
    expect(sqlite.prepare('select * from t order by n').all()).toEqual([{ n: 1, m: null }, { n: 2, m: null }]);
    sqlite.close();
  });

  it('holds at most `max` statements', () => {
    const sqlite = new SQLite(':memory:');
    reusePreparedStatements(sqlite, 2);
    const one = sqlite.prepare('select 1');
    sqlite.prepare('select 2');
    sqlite.prepare('select 3'); // the cache was full: emptied, then this one kept
    expect(sqlite.prepare('select 1')).not.toBe(one);
    sqlite.close();
  });
});
