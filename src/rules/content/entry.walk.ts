/** Walks an entry's body: every block, and every piece of text with its markup. */
import type { Block } from './entry.model.js';

/** Every block, depth first, including those inside list items, steps, notes and boxes. */
export function allBlocks(blocks: readonly Block[]): Block[] {
  return blocks.flatMap((b): Block[] => {
    switch (b.kind) {
      case 'paragraph':
      case 'figure':
        return [b];
      case 'list':
        return [b, ...b.items.flatMap((i) => allBlocks(i.children))];
      case 'steps':
        return [b, ...b.items.flatMap((i) => allBlocks(i.children))];
      case 'teamplay':
      case 'example':
      case 'box':
        return [b, ...allBlocks(b.blocks)];
    }
  });
}

/** Every text a block holds itself (not its children's), markup included. */
export function ownTexts(block: Block): string[] {
  switch (block.kind) {
    case 'paragraph':
      return [block.text];
    case 'figure':
      return [block.caption];
    case 'list':
      return block.items.map((i) => i.text);
    case 'steps':
      return block.items.flatMap((i) => [...(i.label === undefined ? [] : [i.label]), i.text]);
    case 'teamplay':
      return block.label === undefined ? [] : [block.label];
    case 'example':
    case 'box':
      return block.title === undefined ? [] : [block.title];
  }
}

/**
 * Bold lead-ins of steps and bullets ("Schaden abwehren:", "**Taktikkarte ziehen:**"): the places
 * where a term without an entry of its own is explained.
 */
export function leadIns(blocks: readonly Block[]): string[] {
  return allBlocks(blocks).flatMap((b): string[] => {
    if (b.kind === 'steps') return b.items.flatMap((i) => (i.label === undefined ? [] : [i.label]));
    if (b.kind === 'list') return b.items.flatMap((i) => /^\*\*([^*]+)\*\*/.exec(i.text)?.slice(1, 2) ?? []);
    return [];
  });
}
