import { SqliteAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * 查重 (issue 27 §3): each proposal's bigram fingerprint (modules/proposals/similarity/fingerprint.ts), so
 * the editor's check scores a few hundred candidates from compact sorted integers instead of reading and
 * re-tokenising their whole texts (~100 ms at 100,000 proposals before).
 *
 * Kept in step by triggers on every write of a proposal's text, whoever writes it (services, seeders, the
 * bench generator's bulk INSERTs), as 0010 keeps the gram index:
 * - SQLite: `proposal_fingerprint()` is the JavaScript function itself, which every connection opened by
 *   `openDatabase` registers (a bare sqlite3 shell writing texts fails with "no such function").
 * - PostgreSQL: the same computation in SQL. Letters and digits are `[[:alnum:]]` (the database's ctype) plus
 *   the CJK ideograph blocks, so a database created with the plain C locale still keeps Chinese; the key
 *   of a character is its code point folded to 16 bits as in fingerprint.ts; big-endian int4send bytes.
 *   Where [[:alnum:]] and JavaScript's \p{L}\p{N} disagree (circled numbers such as ① are digits only to
 *   JavaScript) a draft scores a bigram or two lower there; Chinese, Latin and digits agree (tested).
 *   A bulk load with triggers off (session_replication_role = replica) fills the table after the load.
 * Deleting a proposal deletes its fingerprint (foreign key, cascade).
 */

/**
 * The boilerplate bigrams left out (STOP_BIGRAMS of modules/proposals/similarity/grams.ts as of this
 * migration; a migration imports nothing from the modules). similarity.test.ts checks both sides agree.
 */
const STOP_BIGRAMS = [
  '关于',
  '建议',
  '提案',
  '我市',
  '全市',
  '一是',
  '二是',
  '三是',
  '四是',
  '五是',
  '进一',
  '一步',
  '加强',
  '推进',
  '加快',
  '完善',
  '推动',
  '工作',
  '问题',
  '存在',
  '目前',
  '近年',
  '年来',
];

/** PostgreSQL's expression for the 16-bit key of a one-character text `c`. */
const key16 = (c: string) => `((ascii(${c}) # (ascii(${c}) >> 16)) & 65535)`;

export const proposalFingerprints: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    await sql
      .raw(
        `create table proposal_fingerprints (
           proposal_id text primary key references proposals (id) on delete cascade,
           grams ${sqlite ? 'blob' : 'bytea'} not null
         )`,
      )
      .execute(db);
    if (sqlite) {
      await sql`
        create trigger proposal_fingerprints_insert after insert on proposals begin
          insert into proposal_fingerprints (proposal_id, grams)
            values (new.id, proposal_fingerprint(new.title, new.analysis, new.suggestions));
        end`.execute(db);
      await sql`
        create trigger proposal_fingerprints_update after update of title, analysis, suggestions on proposals
        begin
          insert into proposal_fingerprints (proposal_id, grams)
            values (new.id, proposal_fingerprint(new.title, new.analysis, new.suggestions))
            on conflict (proposal_id) do update set grams = excluded.grams;
        end`.execute(db);
    } else {
      const stops = STOP_BIGRAMS.map((gram) => `'${gram}'`).join(', ');
      // Characters in order (unnest … with ordinality) and each with the next (lead): linear in the text,
      // where substr(text, i, 2) would walk the multibyte string from its start for every i.
      await sql
        .raw(
          `create function proposal_fingerprint(title text, analysis text, suggestions text) returns bytea
           language sql immutable strict parallel safe as $$
             select coalesce(string_agg(int4send(k), ''::bytea order by k), ''::bytea)
             from (
               select distinct (${key16('c')} << 16) | ${key16('d')} as k
               from (
                 select c, lead(c) over (order by n) as d
                 from unnest(string_to_array(regexp_replace(lower(title || analysis || suggestions),
                   '[^[:alnum:]\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff]', '', 'g'), null))
                   with ordinality u(c, n)
               ) pairs
               where d is not null and c || d <> all (array[${stops}])
             ) keys
           $$`,
        )
        .execute(db);
      await sql`
        create function proposal_fingerprints_keep() returns trigger language plpgsql as $$
        begin
          insert into proposal_fingerprints (proposal_id, grams)
            values (new.id, proposal_fingerprint(new.title, new.analysis, new.suggestions))
            on conflict (proposal_id) do update set grams = excluded.grams;
          return null;
        end $$`.execute(db);
      await sql`
        create trigger proposal_fingerprints_keep
          after insert or update of title, analysis, suggestions on proposals
          for each row execute function proposal_fingerprints_keep()`.execute(db);
    }
    await sql`
      insert into proposal_fingerprints (proposal_id, grams)
        select id, proposal_fingerprint(title, analysis, suggestions) from proposals`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      await sql`drop trigger if exists proposal_fingerprints_insert`.execute(db);
      await sql`drop trigger if exists proposal_fingerprints_update`.execute(db);
    } else {
      await sql`drop trigger if exists proposal_fingerprints_keep on proposals`.execute(db);
      await sql`drop function if exists proposal_fingerprints_keep()`.execute(db);
      await sql`drop function if exists proposal_fingerprint(text, text, text)`.execute(db);
    }
    await sql`drop table if exists proposal_fingerprints`.execute(db);
  },
};
