import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsNotEmpty, IsString, MaxLength, ValidateNested } from 'class-validator';
import { HolocronError } from '../../common/errors/holocron.error.js';
import { text } from '../../engine/core/text.js';

@InputType('EntryInput', { description: 'One parameter of an action: its name and its value JSON-encoded, as Entry answers it.' })
export class EntryInput {
  @Field()
  @ApiProperty({ example: 'position' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  name: string;

  @Field({ description: 'The value as JSON text: "3", "\\"north\\"", "true".' })
  @ApiProperty({ example: '5' })
  @IsString()
  @MaxLength(100_000)
  value: string;
}

/**
 * An action in typed form (docs/DECISIONS.md, typed action input): the action
 * type and its parameters as entries, the same pair a legal action answers in
 * type and paramEntries. One input for every game, so a new card or prompt
 * needs no new schema type.
 */
@InputType('TypedActionInput', { description: "An action as type and parameter entries: a legal action's type and paramEntries, changed or not." })
export class TypedActionInput {
  @Field({ description: 'The action type, e.g. PlaceGhost.' })
  @ApiProperty({ example: 'PlaceGhost' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  type: string;

  @Field(() => [EntryInput], { description: 'The parameters; none for an action without any.' })
  @ApiProperty({ type: [EntryInput] })
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => EntryInput)
  params: EntryInput[];
}

/**
 * The machine form {type, ...params} of a typed action, which the game then
 * parses and decides like any other. Refused with ACTION_ENTRY_INVALID when an
 * entry is no JSON text, is named twice or is named type.
 */
export function machineForm(typed: TypedActionInput, step?: number): Record<string, unknown> {
  const names = new Set<string>(['type']);
  const params = typed.params.map(({ name, value }): [string, unknown] => {
    const refuse = (de: string, en: string) => HolocronError.of('ACTION_ENTRY_INVALID', text(de, en), { entry: name, ...(step !== undefined ? { step } : {}) });
    if (names.has(name)) throw refuse(`Der Parameter ${name} ist doppelt oder heißt type.`, `The parameter ${name} is given twice or is named type.`);
    names.add(name);
    try {
      return [name, JSON.parse(value)];
    } catch {
      throw refuse(`Der Wert von ${name} ist kein JSON-Text (eine Zeichenkette braucht Anführungszeichen: "\\"north\\"").`, `The value of ${name} is no JSON text (a string needs quotes: "\\"north\\"").`);
    }
  });
  // fromEntries defines own keys, so a name such as __proto__ stays a plain parameter the game refuses.
  return Object.fromEntries([['type', typed.type], ...params]);
}
