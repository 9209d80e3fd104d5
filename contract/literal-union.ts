/**
 * A union of string literals built from a runtime list (`anyOf` of `const`s on the wire).
 * TypeBox 1.x infers a union's static type from a tuple only, so a mapped list would infer
 * `never`; the static type is given here, from the list's own element type.
 */
import { Type, type TSchemaOptions } from 'typebox';

export function LiteralUnion<T extends string>(values: readonly T[], options?: TSchemaOptions) {
  return Type.Unsafe<T>(
    Type.Union(
      values.map((value) => Type.Literal(value)),
      options,
    ),
  );
}
