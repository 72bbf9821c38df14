import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PageOf } from './catalog.page.js';
import { RebellionFaction } from '../common/graphql/faction.enum.js';

@ObjectType('RebellionNames', { description: 'English always; German only where a seed prints it; aliases are other spellings the name lookup knows.' })
export class RebellionNamesModel {
  @Field() @ApiProperty() en: string;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) de: string | null;
  @Field(() => [String], { nullable: true }) @ApiPropertyOptional({ type: [String] }) aliases?: string[];
}

@ObjectType('RebellionCardText', { description: 'What the card does, in our own words (no card text is copied).' })
export class RebellionCardTextModel {
  @Field() @ApiProperty() de: string;
  @Field() @ApiProperty() en: string;
}

@ObjectType('RebellionProbeCard')
export class RebellionProbeCardModel {
  @Field(() => String, { nullable: true, description: 'The setup loyalty icon printed on it: empire, rebel or none.' })
  @ApiProperty({ type: String, nullable: true, enum: ['empire', 'rebel'] })
  loyaltyIcon: string | null;
}

@ObjectType('RebellionSystem', { description: 'A system of the board with its neighbours and probe card.' })
export class RebellionSystemModel {
  @Field(() => ID) @ApiProperty({ example: 'mon-calamari' }) id: string;
  @Field(() => RebellionNamesModel) @ApiProperty({ type: RebellionNamesModel }) name: RebellionNamesModel;
  @Field(() => Int) @ApiProperty({ minimum: 1, maximum: 8 }) region: number;
  @Field({ description: 'Populous (resource icons, loyalty space) or remote.' }) @ApiProperty() populous: boolean;
  @Field() @ApiProperty() coruscant: boolean;
  @Field(() => [String], { description: 'Left-most first, e.g. space-triangle.' }) @ApiProperty({ type: [String] }) resourceIcons: string[];
  @Field(() => Int, { nullable: true }) @ApiProperty({ type: Number, nullable: true }) buildQueueSpace: number | null;
  @Field(() => [String]) @ApiProperty({ type: [String] }) neighbours: string[];
  @Field(() => RebellionProbeCardModel, { nullable: true, description: 'null for Coruscant, which has none.' })
  @ApiProperty({ type: RebellionProbeCardModel, nullable: true })
  probeCard: RebellionProbeCardModel | null;
}

@ObjectType('RebellionAttack')
export class RebellionAttackModel {
  @Field(() => Int) @ApiProperty() red: number;
  @Field(() => Int) @ApiProperty() black: number;
}

@ObjectType('RebellionUnit', { description: 'A unit type.' })
export class RebellionUnitModel {
  @Field(() => ID) @ApiProperty({ example: 'star-destroyer' }) id: string;
  @Field(() => RebellionNamesModel) @ApiProperty({ type: RebellionNamesModel }) name: RebellionNamesModel;
  @Field(() => RebellionFaction) @ApiProperty({ enum: ['empire', 'rebel'] }) faction: string;
  @Field() @ApiProperty({ enum: ['space', 'ground'] }) theater: string;
  @Field() @ApiProperty({ enum: ['fighter', 'capital', 'station', 'ground', 'structure'] }) kind: string;
  @Field(() => RebellionAttackModel) @ApiProperty({ type: RebellionAttackModel }) attack: RebellionAttackModel;
  @Field(() => Int, { nullable: true }) @ApiProperty({ type: Number, nullable: true }) health: number | null;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true, enum: ['red', 'black'] }) healthColour: string | null;
  @Field(() => Int) @ApiProperty() transportCapacity: number;
  @Field() @ApiProperty() needsTransport: boolean;
  @Field() @ApiProperty() immobile: boolean;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) buildIcon: string | null;
  @Field(() => Int, { description: 'Miniatures in the box.' }) @ApiProperty() supply: number;
}

@ObjectType('RebellionSkills')
export class RebellionSkillsModel {
  @Field(() => Int) @ApiProperty() diplomacy: number;
  @Field(() => Int) @ApiProperty() intel: number;
  @Field(() => Int) @ApiProperty() specOps: number;
  @Field(() => Int) @ApiProperty() logistics: number;
}

@ObjectType('RebellionTactics')
export class RebellionTacticsModel {
  @Field(() => Int) @ApiProperty() space: number;
  @Field(() => Int) @ApiProperty() ground: number;
}

@ObjectType('RebellionLeader')
export class RebellionLeaderModel {
  @Field(() => ID) @ApiProperty({ example: 'han-solo' }) id: string;
  @Field(() => RebellionNamesModel) @ApiProperty({ type: RebellionNamesModel }) name: RebellionNamesModel;
  @Field(() => RebellionFaction) @ApiProperty({ enum: ['empire', 'rebel'] }) faction: string;
  @Field() @ApiProperty() recruitIcon: boolean;
  @Field(() => RebellionSkillsModel) @ApiProperty({ type: RebellionSkillsModel }) skills: RebellionSkillsModel;
  @Field(() => RebellionTacticsModel) @ApiProperty({ type: RebellionTacticsModel }) tactics: RebellionTacticsModel;
  @Field(() => String, { nullable: true, description: 'The leader this one replaces through a card.' })
  @ApiPropertyOptional({ type: String })
  replaces?: string;
}

/**
 * Missions, projects, action, objective and tactic cards in one type: the
 * common fields always, the others where the kind has them (null otherwise).
 */
@ObjectType('RebellionCard')
export class RebellionCardModel {
  @Field(() => ID) @ApiProperty({ example: 'according-to-my-design' }) id: string;
  @Field() @ApiProperty({ enum: ['mission', 'project', 'action', 'objective', 'tactic'] }) kind: string;
  @Field(() => RebellionNamesModel) @ApiProperty({ type: RebellionNamesModel }) name: RebellionNamesModel;
  @Field(() => Int) @ApiProperty() copies: number;
  @Field({ description: 'The card set: base (the base game); rote (Rise of the Empire) later.' }) @ApiProperty({ example: 'base' }) set: string;
  @Field({ description: 'Whether the engine plays the card’s text; a card not implemented is dealt and held (a mission may be assigned as a bluff) but never played.' })
  @ApiProperty()
  implemented: boolean;
  @Field(() => RebellionCardTextModel) @ApiProperty({ type: RebellionCardTextModel }) text: RebellionCardTextModel;
  @Field(() => String, { nullable: true, description: 'Paraphrased in English, not card text.' }) @ApiProperty({ type: String, nullable: true }) effect: string | null;
  @Field(() => RebellionFaction, { nullable: true }) @ApiPropertyOptional({ enum: ['empire', 'rebel'] }) faction?: string;
  @Field(() => String, { nullable: true, description: 'Missions: empire-missions, rebel-missions, projects; tactic cards: space, ground.' })
  @ApiPropertyOptional()
  deck?: string;
  @Field({ nullable: true }) @ApiPropertyOptional() starting?: boolean;
  @Field(() => String, { nullable: true, description: 'Missions and action cards: where it may be used.' }) @ApiPropertyOptional({ type: String, nullable: true }) target?: string | null;
  @Field(() => String, { nullable: true }) @ApiPropertyOptional({ enum: ['diplomacy', 'intel', 'specOps', 'logistics'] }) skill?: string;
  @Field(() => Int, { nullable: true }) @ApiPropertyOptional() skillIcons?: number;
  @Field(() => String, { nullable: true }) @ApiPropertyOptional({ enum: ['attempt', 'resolve'] }) resolution?: string;
  @Field(() => String, { nullable: true }) @ApiPropertyOptional({ type: String, nullable: true }) leaderPortrait?: string | null;
  @Field(() => [String], { nullable: true, description: 'Action cards: the leaders shown.' }) @ApiPropertyOptional({ type: [String] }) leaders?: string[];
  @Field({ description: 'When it acts: attempt/resolve (missions), assignment/start-of-combat/immediate/special (actions), combat/start-of-refresh (objectives), space-battle/ground-battle (tactics).' })
  @ApiProperty({ example: 'attempt' })
  timing: string;
  @Field(() => Int, { nullable: true }) @ApiPropertyOptional({ minimum: 1, maximum: 3 }) tier?: number;
  @Field(() => Int, { nullable: true }) @ApiPropertyOptional({ type: Number, nullable: true }) reputation?: number | null;
  @Field({ nullable: true, description: 'Tactic cards: shows the special symbol.' }) @ApiPropertyOptional() special?: boolean;
}

@ObjectType('RebellionSystemPage')
export class RebellionSystemPage extends PageOf(RebellionSystemModel) {}

@ObjectType('RebellionUnitPage')
export class RebellionUnitPage extends PageOf(RebellionUnitModel) {}

@ObjectType('RebellionLeaderPage')
export class RebellionLeaderPage extends PageOf(RebellionLeaderModel) {}

@ObjectType('RebellionCardPage')
export class RebellionCardPage extends PageOf(RebellionCardModel) {}
