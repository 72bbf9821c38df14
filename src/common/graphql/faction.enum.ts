import { registerEnumType } from '@nestjs/graphql';

/** Rebellion's two sides (src/engine/rebellion/data/model.types.ts). */
export enum RebellionFaction {
  empire = 'empire',
  rebel = 'rebel',
}
registerEnumType(RebellionFaction, { name: 'RebellionFaction' });

/** The Armada factions of the card data (src/engine/armada/catalog/catalog.types.ts). */
export enum ArmadaFaction {
  republic = 'republic',
  separatist = 'separatist',
}
registerEnumType(ArmadaFaction, { name: 'ArmadaFaction' });
