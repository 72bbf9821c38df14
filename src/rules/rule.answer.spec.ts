import { DISCORD_LIMIT, discordAnswer } from './rule.answer.js';

const link = (n: number) => `https://holocron.example/v1/rules/rebellion/gefecht?format=markdown&part=${n}`;

describe('discordAnswer', () => {
  it('answers a short entry in one part with its related topics', () => {
    const a = discordAnswer({ title: 'RÜCKZUG', origin: 'Star Wars: Rebellion · Referenzhandbuch, S. 12', bodyMarkdown: 'Kurz.', related: ['Gefecht'] }, 1, link);
    expect(a).toEqual({ text: '**RÜCKZUG** — *Star Wars: Rebellion · Referenzhandbuch, S. 12*\n\nKurz.\n\n*Verwandte Themen:* Gefecht', part: 1, parts: 1 });
    expect(discordAnswer({ title: 'X', origin: 'Y', bodyMarkdown: 'Kurz.', related: [] }, 2, link)).toBeUndefined();
  });

  it('splits a long entry into parts of at most 2,000 characters, each linking the next, losing nothing', () => {
    const lines = Array.from({ length: 80 }, (_, i) => `- Regel ${i + 1}: ${'Einheiten bewegen sich. '.repeat(3)}`);
    lines.splice(40, 0, `> ${'Ein sehr langes Beispiel ohne Zeilenumbruch. '.repeat(60)}`);
    const src = { title: 'GEFECHT', origin: 'Star Wars: Rebellion · Referenzhandbuch', bodyMarkdown: lines.join('\n'), related: ['Rückzug'] };
    const first = discordAnswer(src, 1, link)!;
    expect(first.parts).toBeGreaterThan(2);
    const parts = Array.from({ length: first.parts }, (_, i) => discordAnswer(src, i + 1, link)!);
    for (const p of parts) {
      expect(p.text.length).toBeLessThanOrEqual(DISCORD_LIMIT);
      if (p.part < p.parts) expect(p.text.endsWith(`<${link(p.part + 1)}>`)).toBe(true);
    }
    const words = (s: string) =>
      s.replace(/^\*\*GEFECHT\*\*.*$|^… Weiterlesen.*$/gm, ' ').replace(/[>*\s-]+/g, ' ').split(' ').filter(Boolean);
    expect(words(parts.map((p) => p.text).join('\n'))).toEqual(words(`${src.bodyMarkdown}\n*Verwandte Themen:* Rückzug`));
    expect(discordAnswer(src, first.parts + 1, link)).toBeUndefined();
  });
});
