/** The rules glossary as data: what every seed becomes, before any database sees it. */

export type GameId = 'rebellion' | 'armada' | 'rebels-attack';
export type Lang = 'de' | 'en';
export type Expansion = 'riseOfTheEmpire';

export interface ListItem {
  text: string;
  children: Block[];
}

/** `marker` is the printed number or letter ("1", "II", "b", "ii"); `label` the bold lead-in if printed. */
export interface StepItem {
  marker: string;
  label?: string;
  text: string;
  children: Block[];
}

/**
 * Text in blocks keeps the seed's inline markup (`**bold**`, `*italic*`, `\*` for a literal star);
 * the renderers turn it into plain text or Discord Markdown.
 */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: ListItem[] }
  | { kind: 'steps'; items: StepItem[] }
  /** A rule for 3–4 players; `label` is the printed lead-in ("TEAMSPIEL", "TEAMSPIEL (NUR BEI 3 SPIELERN)"). */
  | { kind: 'teamplay'; label?: string; blocks: Block[] }
  | { kind: 'example'; title?: string; blocks: Block[] }
  /** A printed text box that belongs to the entry around it. */
  | { kind: 'box'; title?: string; blocks: Block[] }
  /** The caption of a picture or icon whose image the text extraction lost. */
  | { kind: 'figure'; caption: string };

export interface RuleEntry {
  game: GameId;
  slug: string;
  /** `game:slug`, the form engines cite. */
  ref: string;
  lang: Lang;
  /** As printed in the seed. */
  title: string;
  /** Seed file name; page where the seed or its index gives it. */
  source: { seed: string; page?: number };
  expansion?: Expansion;
  /** Slug of the entry this one is printed inside. */
  parent?: string;
  children: string[];
  blocks: Block[];
  /** Resolved `game:slug` refs ("Verwandte Themen", in-text page references). */
  related: string[];
  /** Other names that lead here (index terms, see-references, printed-title slugs). */
  aliases: string[];
  /** Every page the seed's index or text gives for this entry, ascending. */
  pages: number[];
  /** Refs of the entries whose rules this one changes (expansion, errata). */
  changes: string[];
  /** Refs of the entries in the other language that cover the same rules. */
  counterpart: string[];
}

/** An English game term and the German term the seeds print for it, with the German entry it leads to. */
export interface TermPair {
  en: string;
  de: string;
  ref: string;
  /** Where the English term comes from: a seed, or a file of the shared reference data. */
  source: string;
  /** Set when no source prints the English term (a canon name): the pair is an assumption. */
  assumption?: boolean;
}

/** One line of the Rebellion Rules Reference index, resolved. */
export interface IndexLine {
  term: string;
  see?: string;
  page: number;
  ref: string;
}

export interface RuleContent {
  entries: RuleEntry[];
  terms: TermPair[];
  index: IndexLine[];
}
