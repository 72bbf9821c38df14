import { createHash } from 'node:crypto';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Database } from '../database/database.service.js';
import { OLD_SEARCH_SIGNATURES, SEARCH_SIGNATURE, searchFunctionSql, trgmSchema } from './rules.sql.js';
import type { IndexedContent } from './search/entry.index.js';
import { glossaryIndex } from './search/glossary.lexicon.js';

export interface SeedResult {
  readonly loaded: boolean;
  readonly entries: number;
  readonly ms: number;
}

/**
 * Loads the glossary into the database on start, so a fresh install answers rule questions with
 * no manual step, and installs the search function that goes with it. It writes only when the
 * stored hash (of content, index and search function) differs, in one transaction under the
 * database's setup lock (the one migrations run under): instances starting together write once,
 * and readers never see half a glossary.
 */
@Injectable()
export class RulesSeeder implements OnModuleInit {
  private static readonly log = new Logger('RulesSeeder');

  constructor(private readonly db: Database) {}

  async onModuleInit(): Promise<void> {
    const t0 = performance.now();
    const indexed = glossaryIndex();
    const parsed = performance.now() - t0;
    const result = await this.seed(indexed);
    const took = `parsed and indexed in ${parsed.toFixed(0)} ms, ${result.loaded ? 'written' : 'checked'} in ${result.ms.toFixed(0)} ms`;
    RulesSeeder.log.log(`rules glossary: ${result.entries} entries ${result.loaded ? 'loaded' : 'up to date'} (${took})`);
  }

  async seed(indexed: IndexedContent = glossaryIndex()): Promise<SeedResult> {
    const t0 = performance.now();
    const searchFunction = searchFunctionSql(await trgmSchema(this.db.dataSource));
    const hash = createHash('sha256').update(indexed.hash).update(searchFunction).digest('hex');
    const loaded = await this.db.exclusively(async () => {
      const stored = (await this.db.dataSource.query('SELECT hash FROM rule_content')) as { hash: string }[];
      if (stored[0]?.hash === hash) return false;
      await this.db.dataSource.transaction(async (m) => {
        await write(m, indexed, hash);
        for (const signature of [SEARCH_SIGNATURE, ...OLD_SEARCH_SIGNATURES]) await m.query(`DROP FUNCTION IF EXISTS ${signature}`);
        await m.query(searchFunction);
      });
      return true;
    });
    return { loaded, entries: indexed.entries.length, ms: performance.now() - t0 };
  }
}

async function write(m: EntityManager, indexed: IndexedContent, hash: string): Promise<void> {
  await m.query('DELETE FROM rule_words');
  await m.query('DELETE FROM rule_asked');
  await m.query('DELETE FROM rule_passages');
  await m.query('DELETE FROM rule_names');
  await m.query('DELETE FROM rule_entries');
  await m.query(
    `INSERT INTO rule_entries (game, slug, ref, lang, title, title_en, position, parent, entry, body_plain, body_markdown, parent_tsv, body_tsv, asked_prior)
     SELECT r.game, r.slug, r.ref, r.lang, r.title, r."titleEn", r.position, r.parent, r.entry, r."bodyPlain", r."bodyMarkdown",
            to_tsvector('simple', r."parentLexemes"), to_tsvector('simple', r."bodyLexemes"), r."askedPrior"
     FROM jsonb_to_recordset($1::jsonb) AS r(game text, slug text, ref text, lang text, title text, "titleEn" text, position int, parent text,
          entry jsonb, "bodyPlain" text, "bodyMarkdown" text, "parentLexemes" text, "bodyLexemes" text, "askedPrior" float8)`,
    [JSON.stringify(indexed.entries)],
  );
  await m.query(
    `INSERT INTO rule_names (game, slug, kind, name, key, name_slug, tsv)
     SELECT r.game, r.slug, r.kind, r.name, r.key, r."nameSlug", to_tsvector('simple', r.lexemes)
     FROM jsonb_to_recordset($1::jsonb) AS r(game text, slug text, kind text, name text, key text, "nameSlug" text, lexemes text)`,
    [JSON.stringify(indexed.names)],
  );
  await m.query(
    `INSERT INTO rule_passages (game, slug, n, tsv)
     SELECT r.game, r.slug, r.n, to_tsvector('simple', r.lexemes)
     FROM jsonb_to_recordset($1::jsonb) AS r(game text, slug text, n int, lexemes text)`,
    [JSON.stringify(indexed.passages)],
  );
  await m.query(
    `INSERT INTO rule_words (word, stem, entries, stem_entries, games)
     SELECT r.word, r.stem, r.entries, r."stemEntries", r.games
     FROM jsonb_to_recordset($1::jsonb) AS r(word text, stem text, entries int, "stemEntries" int, games text[])`,
    [JSON.stringify(indexed.words)],
  );
  await m.query(
    `INSERT INTO rule_asked (game, slug, lexeme, weight)
     SELECT r.game, r.slug, r.lexeme, r.weight FROM jsonb_to_recordset($1::jsonb) AS r(game text, slug text, lexeme text, weight float8)`,
    [JSON.stringify(indexed.asked)],
  );
  // Fresh statistics, so the planner knows the tables' real sizes on either database.
  await m.query('ANALYZE rule_entries, rule_names, rule_passages, rule_words, rule_asked');
  await m.query(
    `INSERT INTO rule_content (id, hash, entries) VALUES (true, $1, $2)
     ON CONFLICT (id) DO UPDATE SET hash = excluded.hash, entries = excluded.entries, loaded_at = now()`,
    [hash, indexed.entries.length],
  );
}
