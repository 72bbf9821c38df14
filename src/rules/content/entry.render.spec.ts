import { buildRuleContent } from './content.load.js';
import type { Block } from './entry.model.js';
import { markdown, plainText } from './entry.render.js';

const body: Block[] = [
  { kind: 'paragraph', text: 'Ein **Gefecht** hat Schritte:' },
  {
    kind: 'steps',
    items: [
      {
        marker: '1',
        label: 'Anführer hinzuziehen:',
        text: 'Falls ein Spieler …',
        children: [
          { kind: 'list', items: [{ text: 'Der *aktive* Spieler zuerst.', children: [] }] },
          { kind: 'teamplay', label: 'TEAMSPIEL', blocks: [{ kind: 'paragraph', text: 'Jedes Team maximal 1.' }] },
        ],
      },
    ],
  },
  { kind: 'example', title: 'Beispiel', blocks: [{ kind: 'paragraph', text: 'Du würfelst eine 3.' }] },
  { kind: 'figure', caption: 'Transportkapazität' },
];

describe('rendering', () => {
  it('renders plain text without markup, for search', () => {
    expect(plainText(body)).toBe(
      [
        'Ein Gefecht hat Schritte:',
        '1. Anführer hinzuziehen: Falls ein Spieler …',
        '  - Der aktive Spieler zuerst.',
        '',
        '  TEAMSPIEL: Jedes Team maximal 1.',
        '',
        'Beispiel',
        'Du würfelst eine 3.',
        '',
        '(Transportkapazität)',
      ].join('\n'),
    );
  });

  it('renders Markdown for Discord: bold lead-ins, nested bullets, examples as quotes', () => {
    expect(markdown(body)).toBe(
      [
        'Ein **Gefecht** hat Schritte:',
        '1. **Anführer hinzuziehen:** Falls ein Spieler …',
        '  - Der *aktive* Spieler zuerst.',
        '',
        '  **TEAMSPIEL:** Jedes Team maximal 1.',
        '',
        '> **Beispiel**',
        '> Du würfelst eine 3.',
        '',
        '*(Transportkapazität)*',
      ].join('\n'),
    );
  });

  it('leaves no markup in the plain text of any entry', () => {
    const { content } = buildRuleContent();
    const marked = content.entries.filter((e) => /\*\*|(^|\s)\*\S|\[[^\]]+\]\(/.test(plainText(e.blocks).replace(/\*-Symbol|\*In der/g, '')));
    expect(marked.map((e) => e.ref)).toEqual([]);
  });
});
