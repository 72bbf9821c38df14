import { autocompleteKarte, handleKarte } from './cards.handler.js';
import type { Autocomplete, ChannelMessage, ComponentPress, SlashCommand } from './discord.boundary.js';
import { handleComponent, handleSpiel, type GameDeps } from './game.handler.js';
import { autocompleteRegel, handleMessage, handleRegel } from './rules.handler.js';

/** Routes what Discord sends to the handlers; bot.main.ts connects it to the gateway, the tests call it directly. */
export class BotRouter {
  constructor(private readonly deps: GameDeps) {}

  async command(i: SlashCommand): Promise<void> {
    switch (i.commandName) {
      case 'regel':
        return handleRegel(this.deps.api, i);
      case 'karte':
        return handleKarte(this.deps.api, i);
      case 'spiel':
        return handleSpiel(this.deps, i);
    }
  }

  async autocomplete(i: Autocomplete): Promise<void> {
    switch (i.commandName) {
      case 'regel':
        return autocompleteRegel(this.deps.api, i);
      case 'karte':
        return autocompleteKarte(this.deps.api, i);
    }
  }

  async component(i: ComponentPress): Promise<void> {
    return handleComponent(this.deps, i);
  }

  async message(m: ChannelMessage): Promise<void> {
    return handleMessage(this.deps.api, m);
  }
}
