/** The shape of a language's strings: the English object's keys, every value a string. */
export type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
