import { FIRST_SCHEMA, upcastAll, type EventSchema } from './event.upcast.js';

/** Version 2 split `Looked` into `Looked` and an opened prompt, and renamed `Kept` to `Chosen`. */
const v2: EventSchema = {
  version: 2,
  upcast: (e) => {
    if (e.type === 'Looked') return [e, { type: 'PromptOpened', payload: { about: e.payload } }];
    if (e.type === 'Kept') return [{ type: 'Chosen', payload: e.payload }];
    return [e];
  },
};

describe('event upcasting', () => {
  it('turns old events into today’s, one into several where needed, and leaves current ones alone', () => {
    expect(
      upcastAll(v2, [
        { type: 'Looked', payload: [1, 2], schemaVersion: 1 },
        { type: 'Kept', payload: 1, schemaVersion: 1 },
        { type: 'Kept', payload: 3, schemaVersion: 2 },
      ]),
    ).toEqual([
      { type: 'Looked', payload: [1, 2] },
      { type: 'PromptOpened', payload: { about: [1, 2] } },
      { type: 'Chosen', payload: 1 },
      { type: 'Kept', payload: 3 },
    ]);
  });

  it('refuses an event written by newer code', () => {
    expect(() => upcastAll(FIRST_SCHEMA, [{ type: 'X', payload: null, schemaVersion: 2 }])).toThrow('newer than this code');
  });
});
