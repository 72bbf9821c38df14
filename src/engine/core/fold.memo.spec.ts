import { memoFold } from './fold.memo.js';

type State = { readonly n: number };
type Event = { readonly add: number };

describe('memoFold', () => {
  const counted = () => {
    let calls = 0;
    const fold = memoFold<State, Event>((s, e) => {
      calls++;
      return { n: s.n + e.add };
    }, 4);
    return { fold, calls: () => calls };
  };

  it('folds the same event into the same state once and returns the same result', () => {
    const { fold, calls } = counted();
    const s0 = { n: 1 };
    const e = { add: 2 };
    const first = fold(s0, e);
    expect(fold(s0, e)).toBe(first);
    expect(first).toEqual({ n: 3 });
    expect(calls()).toBe(1);
  });

  it('folds anew into another state or for an equal but new event object', () => {
    const { fold, calls } = counted();
    const e = { add: 2 };
    expect(fold({ n: 1 }, e)).toEqual({ n: 3 });
    expect(fold({ n: 5 }, e)).toEqual({ n: 7 });
    expect(fold({ n: 5 }, { add: 2 })).toEqual({ n: 7 });
    expect(calls()).toBe(3);
  });

  it('forgets old folds beyond its capacity and still folds them correctly', () => {
    const { fold, calls } = counted();
    const s = { n: 0 };
    const events = Array.from({ length: 6 }, (_, i) => ({ add: i }));
    for (const e of events) fold(s, e);
    expect(fold(s, events[0])).toEqual({ n: 0 });
    expect(calls()).toBe(7);
  });
});
