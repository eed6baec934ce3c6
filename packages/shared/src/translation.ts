/**
 * The type of a text object's translation: the same keys, every text a string (the original's
 * literal types widened), every function the same parameters. A translation missing a key, or with
 * one the original has not, fails the typecheck.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: Translation<T[K]> }
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;
