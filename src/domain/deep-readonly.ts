/**
 * The type of parsed data that is read and never changed: a zod schema's inferred type, read-only
 * all the way down. zod infers mutable objects and arrays; code that passes parsed content around
 * holds it as read-only lists, and this lets both meet without a second, hand-written type.
 *
 * @example export type PageData = DeepReadonly<z.output<typeof pageDataSchema>>;
 */
export type DeepReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer E)[]
    ? readonly DeepReadonly<E>[]
    : T extends object
      ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
      : T;
