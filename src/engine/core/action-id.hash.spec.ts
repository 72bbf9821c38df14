import { actionId, canonicalJson } from './action-id.hash.js';

describe('action ids', () => {
  it('ignore key order and undefined members', () => {
    expect(canonicalJson({ b: 1, a: [2, { d: 1, c: undefined }] })).toBe('{"a":[2,{"d":1}],"b":1}');
    expect(actionId({ type: 'Move', to: 3 })).toBe(actionId({ to: 3, type: 'Move' }));
  });

  it('differ for different actions and are twelve characters', () => {
    const ids = new Set<string>();
    for (let to = 0; to < 2000; to++) ids.add(actionId({ type: 'Move', to }));
    expect(ids.size).toBe(2000);
    for (const id of ids) expect(id).toMatch(/^[0-9a-z]{12}$/);
  });
});
