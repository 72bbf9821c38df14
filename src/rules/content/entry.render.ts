/** Renders an entry's body: plain text for search, Markdown for Discord (bold, bullets, quotes). */
import type { Block, ListItem, StepItem } from './entry.model.js';
import { toPlain } from './inline.text.js';

type Style = 'plain' | 'markdown';

const INDENT = '  ';

function inline(text: string, style: Style): string {
  return style === 'plain' ? toPlain(text) : text.trim();
}

function bold(text: string, style: Style): string {
  return style === 'plain' ? toPlain(text) : `**${toPlain(text)}**`;
}

function indent(lines: string[], prefix: string): string[] {
  return lines.map((l) => (l === '' ? l : prefix + l));
}

function item(head: string, children: Block[], style: Style): string[] {
  return [head, ...indent(blockLines(children, style), INDENT)];
}

function stepHead(step: StepItem, style: Style): string {
  const label = step.label === undefined ? '' : `${bold(step.label, style)} `;
  return `${step.marker}. ${label}${inline(step.text, style)}`.trimEnd();
}

function labelled(label: string | undefined, blocks: Block[], style: Style): string[] {
  const lines = blockLines(blocks, style);
  if (label === undefined) return lines;
  const [first = '', ...rest] = lines;
  return [`${bold(`${label}:`, style)} ${first}`.trimEnd(), ...rest];
}

function titled(title: string | undefined, blocks: Block[], style: Style): string[] {
  const lines = blockLines(blocks, style);
  return title === undefined ? lines : [bold(title, style), ...lines];
}

function quoted(lines: string[], style: Style): string[] {
  return style === 'plain' ? lines : lines.map((l) => (l === '' ? '>' : `> ${l}`));
}

function blockLines(blocks: Block[], style: Style): string[] {
  return blocks.flatMap((b, i) => {
    const lines = oneBlock(b, style);
    // A list runs on from the paragraph that introduces it; every other block gets a blank line.
    const introduced = (b.kind === 'list' || b.kind === 'steps') && blocks[i - 1]?.kind === 'paragraph';
    return i > 0 && !introduced ? ['', ...lines] : lines;
  });
}

function oneBlock(block: Block, style: Style): string[] {
  switch (block.kind) {
    case 'paragraph':
      return [inline(block.text, style)];
    case 'list':
      return block.items.flatMap((it: ListItem) => item(`- ${inline(it.text, style)}`, it.children, style));
    case 'steps':
      return block.items.flatMap((st) => item(stepHead(st, style), st.children, style));
    case 'teamplay':
      return labelled(block.label, block.blocks, style);
    case 'example':
    case 'box':
      return quoted(titled(block.title, block.blocks, style), style);
    case 'figure':
      return [style === 'plain' ? `(${toPlain(block.caption)})` : `*(${toPlain(block.caption)})*`];
  }
}

/** The body as plain text without markup: what the search index stores. */
export function plainText(blocks: Block[]): string {
  return blockLines(blocks, 'plain').join('\n');
}

/** The body as Discord Markdown: bold lead-ins, nested bullets, examples and boxes as quotes. */
export function markdown(blocks: Block[]): string {
  return blockLines(blocks, 'markdown').join('\n');
}
