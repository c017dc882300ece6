// A union of string constants, the building block of every closed list of
// values in the contract (statuses, modes, sort keys).
import { Type, type TLiteral, type TUnion } from 'typebox';

type Literals<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };
/** A union of string constants, typed as the constants (a 400 lists them as the allowed values). */
export const literals = <const T extends readonly string[]>(values: T): TUnion<Literals<T>> =>
  Type.Union(values.map((v) => Type.Literal(v))) as unknown as TUnion<Literals<T>>;
