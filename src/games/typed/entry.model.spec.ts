import { entriesOf } from './entry.model.js';

describe('entriesOf', () => {
  it('gives each key in order with its value as JSON text, which parses back to the value', () => {
    const params = { to: 5, name: 'north', chips: [1, 2], label: { de: 'Ja', en: 'Yes' }, none: null };
    const entries = entriesOf(params);
    expect(entries.map((e) => e.name)).toEqual(['to', 'name', 'chips', 'label', 'none']);
    expect(entries.find((e) => e.name === 'name')!.value).toBe('"north"');
    expect(Object.fromEntries(entries.map((e) => [e.name, JSON.parse(e.value)]))).toEqual(params);
  });

  it('has none for what is not an object: no payload, a list, a scalar', () => {
    expect(entriesOf(null)).toEqual([]);
    expect(entriesOf(undefined)).toEqual([]);
    expect(entriesOf([1])).toEqual([]);
    expect(entriesOf(3)).toEqual([]);
  });
});
