/**
 * A Discord-ready answer: the entry as Markdown in parts of at most 2,000 characters (Discord's
 * message limit); every part but the last ends with a link to the next one.
 */

export const DISCORD_LIMIT = 2000;

export interface AnswerSource {
  readonly title: string;
  /** "Star Wars: Rebellion · Referenzhandbuch, S. 12" */
  readonly origin: string;
  readonly bodyMarkdown: string;
  readonly related: readonly string[];
}

export interface AnswerPart {
  readonly text: string;
  readonly part: number;
  readonly parts: number;
}

/** Splits a line longer than `room` at spaces, keeping a quote's or item's indentation on each piece. */
function splitLine(line: string, room: number): string[] {
  if (line.length <= room) return [line];
  const prefix = /^\s*(> )?/.exec(line)?.[0] ?? '';
  const pieces: string[] = [];
  let rest = line;
  while (rest.length > room) {
    const cut = rest.lastIndexOf(' ', room);
    const at = cut > prefix.length ? cut : room;
    pieces.push(rest.slice(0, at));
    rest = prefix + rest.slice(at).trimStart();
  }
  pieces.push(rest);
  return pieces;
}

/** Lines packed into chunks of at most `first` (then `later`) characters, breaking between lines. */
function chunks(lines: readonly string[], first: number, later: number): string[][] {
  const out: string[][] = [];
  let current: string[] = [];
  let used = 0;
  let room = first;
  const flush = () => {
    while (current.length > 0 && (current[current.length - 1] as string).trim() === '') current.pop();
    if (current.length > 0) out.push(current);
    current = [];
    used = 0;
    room = later;
  };
  for (const line of lines.flatMap((l) => splitLine(l, Math.min(first, later)))) {
    if (current.length > 0 && used + line.length + 1 > room) flush();
    if (current.length === 0 && line.trim() === '') continue;
    current.push(line);
    used += line.length + 1;
  }
  flush();
  return out;
}

/** Part `part` (from 1) of the answer, `link(n)` being where part n is served; undefined past the last. */
export function discordAnswer(src: AnswerSource, part: number, link: (part: number) => string): AnswerPart | undefined {
  const header = `**${src.title}** — *${src.origin}*`;
  const related = src.related.length > 0 ? `*Verwandte Themen:* ${src.related.join(', ')}` : '';
  const whole = [header, src.bodyMarkdown, related].filter((s) => s !== '').join('\n\n');
  if (whole.length <= DISCORD_LIMIT) return part === 1 ? { text: whole, part: 1, parts: 1 } : undefined;

  const continued = (n: number, of: number) => `**${src.title}** (${n}/${of})`;
  const footer = (n: number, of: number) => `\n\n… Weiterlesen (${n}/${of}): <${link(n)}>`;
  const room = DISCORD_LIMIT - footer(99, 99).length;
  const lines = [...src.bodyMarkdown.split('\n'), ...(related ? ['', related] : [])];
  const packed = chunks(lines, room - header.length - 2, room - continued(99, 99).length - 2);
  const parts = packed.length;
  if (part < 1 || part > parts) return undefined;
  const head = part === 1 ? header : continued(part, parts);
  const more = part < parts ? footer(part + 1, parts) : '';
  return { text: `${head}\n\n${(packed[part - 1] as string[]).join('\n')}${more}`, part, parts };
}
