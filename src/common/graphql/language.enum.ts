import { registerEnumType } from '@nestjs/graphql';

/** The languages Holocron writes: German (the rulebooks' language) and English. */
export enum Language {
  de = 'de',
  en = 'en',
}

registerEnumType(Language, { name: 'Language', description: 'de: German (the rulebooks); en: English.' });
