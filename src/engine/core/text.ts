/** Every message Holocron shows a person exists in German and English. */
export interface Text {
  readonly de: string;
  readonly en: string;
}

export function text(de: string, en: string): Text {
  return { de, en };
}
