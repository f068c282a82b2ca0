import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rowsAsObjects } from './connect.ts';
import { SQLite } from './sqlite-driver.ts';

// SQLite's reading statements hand their rows over as arrays made into objects in JavaScript
// (docs/decisions/520-sqlite-rows-made-in-javascript.md): the rows must be the objects
// better-sqlite3 itself makes, key for key and in the same order.
describe('rowsAsObjects', () => {
  let sqlite: InstanceType<typeof SQLite>;

  beforeEach(() => {
    sqlite = new SQLite(':memory:');
    sqlite.exec(`create table things (id integer primary key, name text, price integer,
      weight real, picture blob, note text);
      insert into things values (1, 'Kurta', 129900, 0.25, x'00ff', null),
        (2, 'साड़ी', 0, -1.5, null, 'it''s "quoted"'), (3, '', 9007199254740991, 0, x'', '')`);
  });
  afterEach(() => sqlite.close());

  /** The same statement's rows as better-sqlite3 makes them, and through `rowsAsObjects`. */
  function both(sql: string, parameters: unknown[] = []) {
    const theirs = sqlite.prepare(sql).all(...parameters);
    const ours = rowsAsObjects(sqlite.prepare(sql)).all(parameters);
    return { theirs, ours };
  }

  it.each([
    ['every column', 'select * from things order by id'],
    [
      'named and computed columns',
      'select id as "the id", name || ? as "x", count(*) over () as n from things',
    ],
    ['quotes and a backslash in a name', `select 1 as "a""b", 2 as 'c\\d', 3 as "return"`],
    ['two columns of one name', 'select 1 as same, 2 as other, 3 as same'],
    ['no rows', 'select * from things where id < 0'],
  ])('%s', (_, sql) => {
    const { theirs, ours } = both(sql, sql.includes('?') ? ['!'] : []);
    expect(ours).toEqual(theirs);
    expect(ours.map((row) => Object.keys(row as object))).toEqual(
      theirs.map((row) => Object.keys(row as object)),
    );
  });

  it('keeps a column named __proto__ a column', () => {
    const [row] = rowsAsObjects(sqlite.prepare('select 1 as "__proto__", 2 as b')).all([]) as [
      Record<string, unknown>,
    ];
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe(1);
    expect(row.b).toBe(2);
  });

  it('iterates the same rows', () => {
    const statement = rowsAsObjects(sqlite.prepare('select id, name from things order by id'));
    expect([...statement.iterate([])]).toEqual(
      sqlite.prepare('select id, name from things order by id').all(),
    );
  });

  it('reads the columns again when a migration changed the table after it was prepared', () => {
    const statement = rowsAsObjects(sqlite.prepare('select * from things where id = 1'));
    expect(Object.keys(statement.all([])[0] as object)).toHaveLength(6);
    sqlite.exec(`alter table things add column hsn text default '6211'`);
    expect(statement.all([])[0]).toMatchObject({ id: 1, name: 'Kurta', hsn: '6211' });
  });

  it('leaves a writing statement as it is', () => {
    const statement = rowsAsObjects(sqlite.prepare(`insert into things (name) values (?)`));
    expect(statement.reader).toBe(false);
    expect(Number(statement.run(['Diya']).changes)).toBe(1);
  });
});
