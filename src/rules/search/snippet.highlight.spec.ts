import { snippet } from './snippet.highlight.js';

const matched = (...lexemes: string[]) => ({ lexemes: new Set(lexemes), prefixes: new Set(lexemes.filter((l) => l.length >= 5)) });

describe('snippet', () => {
  const text =
    'Wer sich aus einem Gefecht zurückziehen will, muss einen seiner Anführer aus dem System nehmen. ' +
    'Dann nimmt er seine Einheiten aus dem System und bewegt sie in das System des Anführers. '.repeat(3) +
    '- Beim Rückzug muss man sich falls möglich für ein System entscheiden, in dem sich ein eigener Loyalitätsmarker befindet.';

  it('marks the matched words where they are densest, and cuts with an ellipsis', () => {
    const s = snippet(text, matched('ruckzug'));
    expect(s).toContain('<mark>Rückzug</mark>');
    expect(s.startsWith('…')).toBe(true);
    expect(s.replace(/<\/?mark>/g, '').length).toBeLessThanOrEqual(222);
  });

  it('marks inflected and compound forms through the stems', () => {
    expect(snippet('Die Gefechtsrunden und das Gefecht.', matched('gefecht'))).toBe('Die <mark>Gefechtsrunden</mark> und das <mark>Gefecht</mark>.');
  });

  it('opens the text when nothing matched, and escapes HTML', () => {
    expect(snippet('A < B & C', matched('zzz'))).toBe('A &lt; B &amp; C');
  });

  it('prefers the passage holding most of the query’s distinct words, weighted by rarity', () => {
    const long =
      'Das Schiff bewegt sich. Ein Schiff greift an, das Schiff wirft Würfel, jedes Schiff darf das einmal, und noch ein Schiff folgt. '.repeat(3) +
      'Füller ohne Treffer, der lange genug ist, damit die Fenster sich nicht überschneiden können, und noch etwas mehr Text dazu, bis es reicht. '.repeat(2) +
      'HINWEIS: Jedes Schiff darf maximal 3 Kommandomarker besitzen.';
    const m = { lexemes: new Set(['schiff', 'maximal', 'kommandomark']), prefixes: new Set<string>(), weights: new Map([['schiff', 0.5], ['maximal', 2], ['kommandomark', 3]]) };
    const s = snippet(long, m);
    expect(s).toContain('<mark>Kommandomarker</mark>');
    expect(s).toContain('<mark>maximal</mark>');
  });

  it('finds the words of a prefix, and only those, however far into a long text they stand', () => {
    // "gefecht" sorts between "gefahr" and "gefechtsrund…": the lookup must take exactly its range.
    const long = 'Gefahr droht, die Gefährten warten. '.repeat(400) + 'Am Ende beginnt bei Gefahr das Gefecht und jede Gefechtsrunde zählt.';
    const s = snippet(long, { lexemes: new Set(['gefecht']), prefixes: new Set(['gefecht']) });
    expect(s).toContain('bei Gefahr das <mark>Gefecht</mark> und jede <mark>Gefechtsrunde</mark>');
    expect(s.match(/<mark>/g)).toHaveLength(2);
  });
});
