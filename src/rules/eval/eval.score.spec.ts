import { movedBetween, report, type StoredRank, storedRanks } from './eval.score.js';

const rank = (n: number, q: string, r: number | null, game: string | null = null): StoredRank => ({ set: 'players', n, q, game, lang: null, rank: r });

describe('comparing two evaluation runs', () => {
  it('stores every query with its rank, found or not', () => {
    const r = report([
      { query: { kind: 'typo', q: 'Sympatie', expect: ['rebellion:sympathie'] }, rank: 1, top: [] },
      { query: { kind: 'question', q: 'wer fängt an', expect: ['armada:spielverlauf'], game: 'armada' }, rank: undefined, top: [] },
    ]);
    expect(storedRanks('team', r)).toEqual([
      { set: 'team', n: 0, q: 'Sympatie', game: null, lang: null, rank: 1 },
      { set: 'team', n: 1, q: 'wer fängt an', game: 'armada', lang: null, rank: null },
    ]);
  });

  it('lists the queries that moved, the largest gain first and losses last, the same text at another place apart', () => {
    const before = [rank(0, 'a', 9), rank(1, 'b', 1), rank(2, 'c', 2), rank(3, 'd', null), rank(4, 'e', 1), rank(5, 'f', 3, 'armada'), rank(6, 'f', 1), rank(7, 'g', 1), rank(8, 'g', null)];
    const after = [rank(0, 'a', 1), rank(1, 'b', 3), rank(2, 'c', 1), rank(3, 'd', 4), rank(4, 'e', 1), rank(5, 'f', 1, 'armada'), rank(6, 'f', 1), rank(7, 'g', 1), rank(8, 'g', null), rank(9, 'new', 5)];
    expect(movedBetween(before, after)).toEqual([
      'up 9 → 1 players: "a"',
      'up - → 4 players: "d"',
      'up 3 → 1 players: "f" (game=armada)',
      'up 2 → 1 players: "c"',
      'down 1 → 3 players: "b"',
    ]);
  });
});
