import { HolocronError } from '../../common/errors/holocron.error.js';
import { machineForm } from './action-input.input.js';
import { entriesOf } from './entry.model.js';

describe('machineForm', () => {
  it("gives back the machine form a legal action's type and paramEntries came from", () => {
    const action = { type: 'PlaceObstacle', shape: 'debris-1', x: 457.2, y: 300, heading: 45, fleet: { ships: [{ card: 'x', upgrades: [] }] }, none: null };
    const { type, ...params } = action;
    expect(machineForm({ type, params: entriesOf(params) })).toEqual(action);
  });

  it('keeps a parameter named __proto__ a plain key, which the game then refuses as unknown', () => {
    const form = machineForm({ type: 'Fight', params: [{ name: '__proto__', value: '{"polluted":true}' }] });
    expect(Object.keys(form)).toEqual(['type', '__proto__']);
    expect((form as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it.each([
    ['no JSON text', [{ name: 'position', value: 'north' }], 'position'],
    ['a name given twice', [{ name: 'to', value: '1' }, { name: 'to', value: '2' }], 'to'],
    ['the name type', [{ name: 'type', value: '"MoveGhost"' }], 'type'],
  ])('refuses %s with ACTION_ENTRY_INVALID, naming the entry and the step', (_, params, entry) => {
    let refused: unknown;
    try {
      machineForm({ type: 'MoveGhost', params }, 2);
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(HolocronError);
    expect(refused).toMatchObject({ code: 'ACTION_ENTRY_INVALID', status: 400 });
    expect((refused as HolocronError).extra).toEqual({ entry, step: 2 });
  });
});
