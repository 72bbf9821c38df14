import type { CreateGameMutation, GameQuery, GameViewsQuery, LegalActionsQuery, SubmitActionMutation } from './generated/graphql.types.js';

/*
 * The operations this client sends. Their result types are generated from
 * src/schema.gql and these documents (`npm run client:codegen`,
 * generated/graphql.types.ts). The client asks the typed fields (an action's
 * paramEntries, a game's result, the typed views), never the deprecated JSON
 * ones; only `view`, which stays JSON for games without a typed view, is typed by hand.
 */

export type SeatToken = CreateGameMutation['createGame']['seats'][number];
export type CreatedGame = CreateGameMutation['createGame'];
export type ActionGroup = LegalActionsQuery['legalActions']['actions'][number]['group'];

export type LegalAction = Omit<LegalActionsQuery['legalActions']['actions'][number], 'paramEntries'> & {
  /** The action's parameters, decoded from the schema's typed paramEntries (each value JSON-encoded there). */
  readonly params: Readonly<Record<string, unknown>>;
};

export type LegalActions = Omit<LegalActionsQuery['legalActions'], 'actions'> & { readonly actions: readonly LegalAction[] };

export type PendingDecision = GameQuery['game']['pending'][number];

/** How a game ended: the schema's typed `result` (winners, reason, scores, endedBy). */
export type Outcome = NonNullable<GameQuery['game']['result']>;

/** A game as the caller's seat (or a spectator) may see it; `view`'s shape depends on the game, `outcome` (the schema's `result`) on how it ended. */
export type GameView<V = unknown> = Omit<GameQuery['game'], 'view' | 'result'> & { readonly view: V; readonly outcome: Outcome | null };

/** A game's typed view: the field of its game is set, the others are null. */
export type TypedViews = GameViewsQuery['game'];

export type GameEvent = SubmitActionMutation['submitAction']['events'][number];
export type ActionResult = SubmitActionMutation['submitAction'];

export interface NewGame {
  readonly game: string;
  readonly players: number;
  readonly options?: Record<string, unknown>;
  readonly seed?: string;
  readonly tag?: string;
}

const EVENT = 'seq type payloadEntries { name value } redacted';
const TEXT = '{ de en }';
const RESULT = `result { winners reason ${TEXT} scores { seat points tieBreak } endedBy { __typename ... on Resignation { seat winners } ... on Abandonment { claimedBy idleSeats idleSince winners } } }`;
const TOKENS = 'defenseTokens { type state }';
const POSE = 'pose { x y heading }';
const FLEET = 'ships { card upgrades } squadrons { card count } objectives points';
/** The fields of `armadaAttackView` (and of `armadaView.attack`) the client asks for; the e2e tests select the same. */
export const ARMADA_ATTACK_VIEW_FIELDS = `status deckSize destroyed
  combatants {
    __typename
    ... on ArmadaAttackShip { id card seat zone speed shields { front left right rear } ${TOKENS} faceupDamage facedownDamage concentrateFireDial concentrateFireToken }
    ... on ArmadaAttackSquadron { id card seat hull ${TOKENS} activatedBySquadronCommand }
  }
  attacks {
    kind attacker defender range obstructed step pool { red blue black } dice { color face cancelled spent }
    concentrateFireDialUsed concentrateFireTokenUsed swarmEligible swarmUsed aiDiceAdded lockedTokens spentTokens
    redirectZone braced contained salvoSpent criticalResolved damageTotal redirected
  }`;
/** The fields of `armadaView` the client asks for; the e2e tests select the same. */
export const ARMADA_VIEW_FIELDS = `
    scenario factions playArea { width height } round phase firstPlayer turn
    ships {
      id card owner ${POSE} speed shields { front left right rear } ${TOKENS} faceupDamage facedownDamage
      commandDials { count stack } commandTokens upgrades { id exhausted tokens } activated destroyed objectiveToken raidTokens
    }
    squadrons { id card owner position { x y } hull ${TOKENS} activated destroyed }
    obstacles { id shape ${POSE} }
    passTokens damageDeck { cards } discardPile { cards }
    activation { ship stage revealed dialKept dialSpent repairPoints squadronsByDial attackedFrom attackedTargets volley { zone squadrons } extraDials repairDiscount raidCleared usedOnce }
    squadronActivation { squadron byCommand moved attacked }
    squadronTurn { seat squadrons }
    displaced { ship placer squadrons }
    attack { ${ARMADA_ATTACK_VIEW_FIELDS} }
    question { kind seat question ${TEXT} rule source choices { params { name value } label ${TEXT} group ${TEXT} } optional passLabel ${TEXT} secret }
    result { winner points reason }
    setup {
      step format cardsWithoutEffect setupArea { x0 x1 } fleets { submitted fleet { ${FLEET} } } chooser obstaclesToPlace obstaclePool
      placer squadronsThisTurn reserve { ships { id card owner } squadrons { id card owner } }
    }
    fleets { ${FLEET} }
    cardsWithoutEffect { kind id name }
    objective victoryTokens obstacleTokens objectiveTokens { id x y } objectiveShips
    setAside { ships { id card owner } squadrons { id card owner } } hyperspace { moved seat step token }
  `;
const TILE = `id type category name ${TEXT} strength points`;
const SIDES = '{ empire rebel }';
const UNITS = '{ count unit }';
const HAND = '{ cards count }';
const COMMAND = `command { passed ${SIDES} turn }`;
const STEPS = 'steps { count from kind leader unit }';
const REBELLION_PHASE = `kind
      activation { ${COMMAND} leader moved { from groundArrived } ${STEPS} system }
      assignment { steps { leader opened slot } turn }
      build { choices { icon space } done ${SIDES} picked { space unit } releasing ${SIDES} stage }
      combat {
        active afterwards attack { attacker dice { colour face used } free recoloured theater } ${COMMAND}
        destroyed { empire ${UNITS} rebel ${UNITS} } escape from leaders noBlock noRetreat objectivePlayed objectiveWindow { cards resume }
        objectivesOffered plansTried present { ground space } rebelDiceReduced retreat { faction leader ${STEPS} to } retreated
        rolled { ground ${SIDES} space ${SIDES} } round step subjugated system turn won { theater winner } wounds { doomed faction markers pending unit }
      }
      ${COMMAND}
      deploy { deployed { count place } faction ready ${UNITS} }
      evacuation { card ${STEPS} system }
      handLimit { excess ${SIDES} }
      immediateActionCards { pending ${SIDES} resume }
      mission {
        card ${COMMAND} faction leaders movedFrom objectives ${HAND} projects ${HAND} reactions rescued ring ringsOffered
        rolls { opposing { colour face } own { colour face } } saved setDown { dice { colour face } faction } stage success system target
      }
      placement { faction placed { at unit } remaining ${UNITS} }
      rapidMobilization { drawn { count systems } leaders stage ${STEPS} system }
      recruit { chosen { empire { card done } rebel { card done } } offered { empire ${HAND} rebel ${HAND} } turn }`;
const VIEWS = `
  rebelsAttackView {
    sandbox you layout { kind rows cols oddRowsShiftedRight } phase turn current extraTurn
    board { position name row col neighbours state tile { ${TILE} } ghost }
    stack { count } forceChipSupply
    players { seat ghost support { ${TILE} } ally { ${TILE} } enemies { ${TILE} } forceChips points }
    duel { position enemyDie enemyStrength playerDie }
    enemyValues { type strength points }
  }
  armadaAttackView { ${ARMADA_ATTACK_VIEW_FIELDS} }
  armadaView {${ARMADA_VIEW_FIELDS}}
  rebellionView {
    viewer { kind seat faction } seats ${SIDES} round time reputation
    systems { id loyalty subjugated sabotaged destroyed units ${UNITS} }
    rebelBase { units ${UNITS} revealed system }
    leaders { id location { kind system slot } ring detained }
    sides { leader faction }
    hands {
      actions { empire ${HAND} rebel ${HAND} } missions { empire ${HAND} rebel ${HAND} } objectives ${HAND} probes { count systems }
      tactics { empire { cards count ground space } rebel { cards count ground space } }
    }
    decks { actions ${SIDES} missions ${SIDES} objectives probe projects tactics { ground space } }
    discards { missions ${SIDES} projects tactics { ground space } }
    assigned { empire { count missions { card leaders } } rebel { count missions { card leaders } } }
    buildQueue { empire { space unit } rebel { space unit } }
    modifiers { effect { kind faction leader system theater delta min max successes round from to } owner source until }
    eliminated objectivesPlayed probesInBox rapidMobilization { leaders next }
    phase { ${REBELLION_PHASE} }
    prompt { kind seat question ${TEXT} rule source choices { params { name value } label ${TEXT} group ${TEXT} } optional passLabel ${TEXT} secret }
    ended { winner reason }
  }`;

export const CREATE_GAME = `mutation CreateGame($input: NewGameInput!) { createGame(input: $input) { id game version sandbox seats { seat token } } }`;
export const GAME = `query Game($id: ID!) { game(id: $id) { id game kind status version seat pending { seat decision label { de en } } ${RESULT} view } }`;
export const GAME_VIEWS = `query GameViews($id: ID!) { game(id: $id) { kind version ${VIEWS} } }`;
export const LEGAL_ACTIONS = `query LegalActions($id: ID!) { legalActions(gameId: $id) { version seat total actions { id type paramEntries { name value } label { de en } group { id de en } } } }`;
export const SUBMIT_ACTION = `mutation SubmitAction($id: ID!, $input: SubmitActionInput!) { submitAction(gameId: $id, input: $input) { version events { ${EVENT} } } }`;
export const GAME_UPDATED = `subscription GameUpdated($id: ID!, $after: Int) { gameUpdated(gameId: $id, after: $after) { ${EVENT} } }`;

/** Every document the client sends, for the type generator (scripts/client-codegen.ts). */
export const OPERATIONS = { CREATE_GAME, GAME, GAME_VIEWS, LEGAL_ACTIONS, SUBMIT_ACTION, GAME_UPDATED } as const;
