import { Field, ObjectType } from '@nestjs/graphql';

/**
 * One key of a JSON object as a typed pair. Action params and event payloads
 * differ across ~100 types, so a typed object per type is out of reach; a
 * name with its JSON-encoded value is typed everywhere and loses nothing.
 */
@ObjectType('Entry', { description: 'One key of an object: its name and its value JSON-encoded (JSON.parse(value) gives it back).' })
export class EntryModel {
  @Field() name: string;
  @Field({ description: 'The value as JSON text, e.g. "3", "\\"north\\"", "{\\"de\\":\\"…\\"}".' }) value: string;
}

/** An object's own keys in their order as entries; anything that is not an object (null, a list, a scalar) has none. */
export function entriesOf(value: unknown): EntryModel[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .map(([name, v]) => ({ name, value: JSON.stringify(v) }));
}
