/**
 * The GraphQL fuzz suite's argument values, built from the schema's input types
 * (docs/security.md#fuzzing-and-the-abuse-bench): scalars, enums, input objects, lists and
 * non-null, mixing what the seeded database holds with hostile values. Not used by the
 * application.
 */
import fc from "fast-check";
import {
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
} from "graphql";
import { stringProblem } from "../../server/graphql/limits.ts";
import {
  anyFloat,
  anyInt,
  anyString,
  notAnInt,
  pastInt4,
  type PersonalValues,
  wrongValue,
} from "./values.ts";

/** Values the seeded database holds, by the input field they fit (productId, slug, pvzCode…). */
export type KnownValues = Record<string, readonly unknown[]>;

/** Strings the API's own check lets through (server/graphql/limits.ts): on to the resolvers. */
const admissibleString = anyString.filter((value) => stringProblem(value) === undefined);

/**
 * Builds the arbitraries of one schema's input values. Typed ones fit their GraphQL types and
 * pass the API's string check, so the request reaches the resolvers whatever the strings and
 * numbers hold; untyped ones are sometimes null where null is not allowed, of the wrong type,
 * not among an enum's values, or hold NUL and control characters or are too long.
 */
export class InputArbitraries {
  private readonly cache = new Map<string, fc.Arbitrary<unknown>>();

  constructor(
    private readonly known: () => KnownValues,
    private readonly personal: PersonalValues,
    private readonly typed: boolean,
  ) {}

  /** A value for an input of this type named `name`. */
  of(type: GraphQLInputType, name: string, depth = 0): fc.Arbitrary<unknown> {
    const key = `${String(type)}:${name}`;
    let arbitrary = this.cache.get(key);
    if (!arbitrary) {
      arbitrary = this.typed
        ? this.fitting(type, name, depth)
        : fc.oneof(
            { weight: 20, arbitrary: this.fitting(type, name, depth) },
            { weight: 1, arbitrary: wrongValue },
          );
      this.cache.set(key, arbitrary);
    }
    return arbitrary;
  }

  /** Picks among the fitting values, and the unfitting ones too unless typed. */
  private pick(
    fitting: fc.Arbitrary<unknown>,
    unfitting: fc.Arbitrary<unknown>,
  ): fc.Arbitrary<unknown> {
    if (this.typed) return fitting;
    return fc.oneof({ weight: 8, arbitrary: fitting }, { weight: 1, arbitrary: unfitting });
  }

  private fitting(type: GraphQLInputType, name: string, depth: number): fc.Arbitrary<unknown> {
    if (depth > 6) return fc.constant(null);
    if (isNonNullType(type)) {
      return this.pick(this.bare(type.ofType, name, depth), fc.constantFrom(null, undefined));
    }
    return fc.oneof(
      { weight: 6, arbitrary: this.bare(type, name, depth) },
      { weight: 1, arbitrary: fc.constant(null) },
      // Left out of its object altogether.
      { weight: 2, arbitrary: fc.constant(undefined) },
    );
  }

  /** A value of the type itself, never null. */
  private bare(type: GraphQLInputType, name: string, depth: number): fc.Arbitrary<unknown> {
    if (isNonNullType(type)) return this.bare(type.ofType, name, depth);
    if (isListType(type)) {
      const item = this.of(type.ofType, name, depth + 1);
      return fc.oneof(
        { weight: 8, arbitrary: fc.array(item, { maxLength: 6 }) },
        // A single value where a list is expected: GraphQL coerces it into a list of one.
        { weight: 2, arbitrary: item },
        { weight: 1, arbitrary: fc.array(item, { minLength: 100, maxLength: 400 }) },
      );
    }
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields());
      return fc.record(
        Object.fromEntries(
          fields.map((field) => [field.name, this.of(field.type, field.name, depth + 1)]),
        ),
      );
    }
    if (isEnumType(type)) {
      const names = type.getValues().map((value) => value.name);
      const wrong = ["NOPE", "", names[0]?.toLowerCase() ?? "x", "__proto__"];
      return this.pick(fc.constantFrom(...names), fc.constantFrom(...wrong));
    }
    return this.scalar(type.name, name);
  }

  private scalar(scalar: string, name: string): fc.Arbitrary<unknown> {
    const options: fc.WeightedArbitrary<unknown>[] = [];
    if ((this.known()[name]?.length ?? 0) > 0) {
      // Read when generated: the values change with the session's transaction.
      const known = fc.nat(1_000).map((index) => {
        const values = this.known()[name] ?? [];
        return values[index % values.length];
      });
      options.push({ weight: 8, arbitrary: known });
    }
    const personal = this.personalFor(name);
    if (personal) options.push({ weight: 8, arbitrary: personal });
    switch (scalar) {
      case "Int":
        options.push({ weight: 6, arbitrary: this.pick(anyInt, notAnInt) });
        break;
      case "Float":
        options.push({ weight: 6, arbitrary: this.pick(anyFloat, fc.constant("1")) });
        break;
      case "Boolean":
        options.push({ weight: 6, arbitrary: this.pick(fc.boolean(), fc.constant("true")) });
        break;
      case "ID":
        options.push(
          { weight: 3, arbitrary: anyInt },
          { weight: 2, arbitrary: anyInt.map(String) },
          { weight: 1, arbitrary: fc.constantFrom(1e20, "1.5", "1e3", " 1", "0x10", "١٢") },
          { weight: 1, arbitrary: pastInt4 },
          { weight: 1, arbitrary: pastInt4.map(String) },
          { weight: 3, arbitrary: this.typed ? admissibleString : anyString },
        );
        break;
      default:
        options.push({
          weight: 6,
          arbitrary: this.typed ? admissibleString : fc.oneof(anyString, anyString, anyInt),
        });
    }
    return fc.oneof(...options);
  }

  private personalFor(name: string): fc.Arbitrary<string> | undefined {
    const { personal } = this;
    switch (name) {
      case "phone":
        return personal.phone;
      case "email":
        return personal.email;
      case "emailOrPhone":
        return fc.oneof(personal.phone, personal.email);
      case "name":
      case "surname":
      case "lastname":
        return personal.name;
      case "street":
      case "address":
        return personal.street;
      case "house":
      case "building":
      case "apartment":
      case "comment":
        return personal.house;
      default:
        return undefined;
    }
  }
}
