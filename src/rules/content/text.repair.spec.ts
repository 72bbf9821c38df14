import { boldBalanced, toPlain } from './inline.text.js';
import { applyRepairs, joinHardBreaks, joinSplitWords, restoreBoldLeadIns, unwrapFormulas } from './text.repair.js';

describe('targeted repairs', () => {
  it('apply when they match as often as stated', () => {
    const out = applyRepairs('a-\n\nb', [{ find: 'a-\n\nb', replace: 'a-b', why: 'test' }]);
    expect(out).toEqual({ text: 'a-b', problems: [] });
  });

  it('report a repair that no longer matches instead of skipping it', () => {
    const out = applyRepairs('nothing here', [{ find: 'gone', replace: 'x', why: 'test' }]);
    expect(out.text).toBe('nothing here');
    expect(out.problems).toHaveLength(1);
  });
});

describe('split words', () => {
  it('joins a word broken at a line-break hyphen', () => {
    expect(joinSplitWords('der Rebellen- spieler und der Rebellen-spieler').text).toBe('der Rebellenspieler und der Rebellenspieler');
  });

  it('keeps the hyphen of a compound whose second part is a noun', () => {
    expect(joinSplitWords('Weltraum- Taktikkarten').text).toBe('Weltraum-Taktikkarten');
  });

  it('keeps German coordination and hyphenated words that are written so', () => {
    const text = 'Boden- und Weltraum-Taktikkarten, Loyalitäts- oder Unterwerfungsmarker, nicht-aktivierte Schiffe, Charger-c70';
    expect(joinSplitWords(text).text).toBe(text);
  });

  it('joins a word broken twice', () => {
    expect(joinSplitWords('Flotten- punkte- kosten').text).toBe('Flottenpunktekosten');
  });

  it('joins caption lines broken with Markdown hard breaks', () => {
    expect(joinSplitWords(joinHardBreaks('11 Verteidigungs-  \nmarker')).text).toBe('11 Verteidigungsmarker');
    expect(joinHardBreaks('(doppelseitig; Republik/  \nSeparatisten)')).toBe('(doppelseitig; Republik/Separatisten)');
  });
});

describe('other extraction damage', () => {
  it('unwraps formula markup around numbers and icons', () => {
    expect(unwrapFormulas('Würfelwurf ($3 + 4 = 7$) und')).toBe('Würfelwurf (3 + 4 = 7) und');
    expect(unwrapFormulas('von: $3 + 1 = 4$. Du')).toBe('von: 3 + 1 = 4. Du');
    expect(unwrapFormulas('von 5 ( $4 \\text{ Stern} + 1 \\text{ Kommando}$ ) wird')).toBe('von 5 (4 Stern + 1 Kommando) wird');
    expect(unwrapFormulas('durch $\\textcircled{W}$ -Kommandos')).toBe('durch Ⓦ-Kommandos');
  });

  it('restores the opening stars of bold lead-ins', () => {
    const out = restoreBoldLeadIns('- 1. Anführer zurückbeordern:** Alle\n - TEAMSPIEL:** Nur\n- I** Der Stapel\n- **Fertig:** schon');
    expect(out.text).toBe('- 1. **Anführer zurückbeordern:** Alle\n - **TEAMSPIEL:** Nur\n- I Der Stapel\n- **Fertig:** schon');
    expect(out.count).toBe(3);
  });
});

describe('inline markup', () => {
  it('plain text drops bold, italics and link targets but keeps a printed star', () => {
    expect(toPlain('**Star Wars:** *kursiv* ***beides*** \\*-Symbol [www.x.de](http://www.x.de)')).toBe(
      'Star Wars: kursiv beides *-Symbol www.x.de',
    );
  });

  it('notices a bold mark that does not close', () => {
    expect(boldBalanced('**a** b')).toBe(true);
    expect(boldBalanced('a:** b')).toBe(false);
  });
});
