/**
 * The shapes of the tables through which each phase's file registers its
 * handlers (docs/ARCHITECTURE.md, Rebellion): lookups by key, checked
 * exhaustive at compile time where they are composed.
 */

/** Keys of any member of a union of tables. */
export type KeysOf<T> = T extends unknown ? keyof T : never;
/** Compiles only for `never`: a check's error names the keys that break it. */
export type NoneOf<T extends never> = T;
