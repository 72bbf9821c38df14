/** Builds nested blocks from a section's tokens. */
import type { Block, ListItem, StepItem } from './entry.model.js';
import type { BulletMarker, StepKind, Token } from './line.lex.js';

type OpenKind = BulletMarker | StepKind;

/** An item still open for children: a list item, a step, or a team-play note standing in for an item. */
interface Open {
  kind: OpenKind;
  indent: number;
  block: Block;
  children: Block[];
  /** A blank line came before it, so a paragraph between it and its next sibling still belongs to it. */
  loose: boolean;
}

export interface DepthOptions {
  /** An indented plain bullet nests under a less indented plain bullet (Markdown seeds). */
  indentNesting: boolean;
  /** "I. …" sub-steps hang under a "☞" bullet as well as under a numbered step. */
  romanUnderGlyph: boolean;
  /**
   * `always`: a paragraph between two items belongs to the item above (the Rules Reference sets
   * blank lines at random). `loose`: only when a blank line also came before that item (Markdown).
   */
  paragraphsInLists: 'always' | 'loose';
  /** Token lines whose depth the layout does not tell; checked against the seed by the specs. */
  depthOverrides: ReadonlyMap<number, number>;
}

const STEPS: ReadonlySet<OpenKind> = new Set<OpenKind>(['arabic', 'roman', 'letter', 'lroman', 'legend']);
const TEAMPLAY = /^\*\*(TEAMSPIEL(?: \([^)]*\))?):\*\*\s*(.*)$/;
/** The expansion prints its team-play rules as sentences instead of under the "TEAMSPIEL" label. */
const TEAMPLAY_SENTENCE = /^Im Teamspiel /;

type Teamplay = Extract<Block, { kind: 'teamplay' }>;

function teamplay(text: string): Teamplay | undefined {
  const labelled = TEAMPLAY.exec(text);
  if (labelled) return { kind: 'teamplay', label: labelled[1], blocks: [{ kind: 'paragraph', text: labelled[2] ?? '' }] };
  return TEAMPLAY_SENTENCE.test(text) ? { kind: 'teamplay', blocks: [{ kind: 'paragraph', text }] } : undefined;
}

function lastIndex(path: readonly Open[], pred: (o: Open) => boolean): number {
  for (let i = path.length - 1; i >= 0; i--) if (pred(path[i] as Open)) return i;
  return -1;
}

/**
 * Depth follows the kind of marker, not the extraction's indentation, which is unreliable:
 * numbered steps and "☞" bullets are top level; "I." sub-steps hang under the step; "•" and plain
 * bullets under the nearest step or "☞" bullet; "–" bullets under whatever came before them.
 */
function depthOf(kind: OpenKind, indent: number, path: readonly Open[], opts: DepthOptions): number {
  const under = (pred: (o: Open) => boolean): number => lastIndex(path, pred) + 1;
  switch (kind) {
    case 'arabic':
    case 'legend':
    case 'glyph':
      return 0;
    case 'roman':
      return under((o) => o.kind === 'arabic' || (opts.romanUnderGlyph && o.kind === 'glyph'));
    case 'letter':
      return under((o) => o.kind === 'arabic');
    case 'lroman': {
      const letter = lastIndex(path, (o) => o.kind === 'letter');
      return letter >= 0 ? letter + 1 : under((o) => o.kind === 'arabic');
    }
    case 'dot':
      return under((o) => STEPS.has(o.kind));
    case 'endash':
      return under((o) => o.kind !== 'endash');
    case 'dash': {
      if (opts.indentNesting && indent > 0) {
        const outer = lastIndex(path, (o) => o.kind === 'dash' && o.indent < indent);
        if (outer >= 0) return outer + 1;
      }
      return under((o) => STEPS.has(o.kind) || o.kind === 'glyph' || o.kind === 'dot');
    }
  }
}

function paragraph(text: string, example: boolean): Block {
  const p: Block = { kind: 'paragraph', text };
  return example ? { kind: 'example', blocks: [p] } : p;
}

/** True when, after this paragraph and any further paragraphs or captions, the list goes on. */
function sandwiched(tokens: readonly Token[], i: number): boolean {
  for (let j = i + 1; j < tokens.length; j++) {
    const t = (tokens[j] as Token).t;
    if (t === 'item' || t === 'step') return true;
  }
  return false;
}

export function buildBlocks(tokens: readonly Token[], opts: DepthOptions): Block[] {
  const root: Block[] = [];
  let path: Open[] = [];
  tokens.forEach((tok, i) => {
    switch (tok.t) {
      case 'item':
      case 'step': {
        const kind: OpenKind = tok.t === 'item' ? tok.marker : tok.kind;
        const depth = Math.min(opts.depthOverrides.get(tok.line) ?? depthOf(kind, tok.indent, path, opts), path.length);
        const container = depth === 0 ? root : (path[depth - 1] as Open).children;
        const loose = tok.gapBefore > 0;
        const team = tok.t === 'item' ? teamplay(tok.text) : undefined;
        const current = path[depth];
        const last = container[container.length - 1];
        const reuse = current !== undefined && current.block === last && current.kind === kind;
        let open: Open;
        if (team) {
          container.push(team);
          open = { kind, indent: tok.indent, block: team, children: team.blocks, loose };
        } else if (tok.t === 'item') {
          const item: ListItem = { text: tok.text, children: [] };
          const block: Block = reuse && last?.kind === 'list' ? last : { kind: 'list', items: [] };
          if (block.kind === 'list') block.items.push(item);
          if (block !== last) container.push(block);
          open = { kind, indent: tok.indent, block, children: item.children, loose };
        } else {
          const item: StepItem = { marker: tok.num, ...(tok.label === undefined ? {} : { label: tok.label }), text: tok.text, children: [] };
          const block: Block = reuse && last?.kind === 'steps' ? last : { kind: 'steps', items: [] };
          if (block.kind === 'steps') block.items.push(item);
          if (block !== last) container.push(block);
          open = { kind, indent: tok.indent, block, children: item.children, loose };
        }
        path = [...path.slice(0, depth), open];
        return;
      }
      case 'para':
      case 'figure': {
        const deepest = path[path.length - 1];
        const continues =
          deepest !== undefined &&
          (tok.gapBefore === 0 || ((opts.paragraphsInLists === 'always' || deepest.loose) && sandwiched(tokens, i)));
        const block: Block = tok.t === 'figure' ? { kind: 'figure', caption: tok.text } : paragraph(tok.text, tok.example);
        if (continues) {
          deepest.children.push(block);
          return;
        }
        root.push((tok.t === 'para' && !tok.example ? teamplay(tok.text) : undefined) ?? block);
        path = [];
        return;
      }
    }
  });
  return root;
}
