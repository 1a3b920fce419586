/**
 * What a GraphQL request costs the shop before it runs (docs/security.md#the-shop-apis-limits):
 * roughly the values it can answer with, and the database work of the few fields that count a
 * whole section. graphql-query-complexity walks the document with the variables; the estimators
 * below say what one field costs.
 *
 * - A leaf (a scalar, an enum, or a list of them) costs 1.
 * - An object costs 1 and what is asked of it.
 * - A list of objects costs 1 and what is asked of one element times the list's size: the
 *   `limit` it was given, the ids it was given, the page size asked of a page's items, or the
 *   sizes below for lists the schema does not bound by an argument.
 * - The fields that count or rank over a whole section (facet counts, a search) add their own
 *   weight, so that a request cannot ask for many of them at once.
 */
import {
  type DocumentNode,
  type FieldNode,
  getArgumentValues,
  getNamedType,
  getNullableType,
  type GraphQLInputType,
  GraphQLList,
  type GraphQLSchema,
  isCompositeType,
  isInputObjectType,
  Kind,
  type SelectionSetNode,
  TypeInfo,
  type ValueNode,
  visit,
  visitWithTypeInfo,
} from "graphql";
import { type ComplexityEstimator, getComplexity } from "graphql-query-complexity";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./pagination.ts";

/** Database work of a field, beyond the values it answers with: `Type.field` → cost. */
export const FIELD_WEIGHTS: Readonly<Record<string, number>> = {
  // Counts every option of every filter over a section or a search's hits.
  "Query.getDirectoryFilters": 2_500,
  "SearchResult.filterList": 2_500,
  // Ranks the products a query matches.
  "Query.searchFilteredProducts": 1_000,
};

/**
 * The expected size of the lists of objects that no argument bounds, measured on the demo
 * catalogue with room to spare (a product has 8–12 offers, up to 6 pictures).
 */
export const LIST_SIZES: Readonly<Record<string, number>> = {
  "Product.items": 20,
  "Product.children": 10,
  "Product.images": 8,
  "Product.sizes": 20,
  "Product.badges": 4,
  "Product.brands": 2,
  "Product.colorPalletes": 4,
  "Product.suppliers": 4,
  "ProductCart.productItems": 20,
  "Directory.filters": 12,
  "SizeGrid.rows": 30,
  "Query.brandList": 200,
  "Query.directoryList": 20,
  // A part holds up to 50 000 products: 100 parts are five million.
  "Query.sitemapProductParts": 100,
  "Query.filterList": 12,
  "Query.promoSelection": 10,
  "Query.loyaltyLevels": 10,
  "Query.collectionBundle": 2,
  "Query.findCountry": 250,
  "Query.findCity": 50,
  "Order.orderProductItems": 20,
  "UserOrder.orderProductItems": 20,
  "PublicOrder.orderProductItems": 20,
  "OrderProductItem.statusHistory": 12,
};
/** Any other list of objects. */
export const DEFAULT_LIST_SIZE = 10;

const isPage = (typeName: string) => typeName.endsWith("Page") || typeName === "SearchResult";

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" ? (value as Record<string, unknown>) : {};

/** A list argument's length, or a number argument, among a field's arguments (or its dto's). */
function sizeFromArguments(args: Record<string, unknown>): number | undefined {
  for (const source of [args, record(args.dto)]) {
    if (typeof source.limit === "number") return source.limit;
    for (const key of ["productIds", "productItemIds", "ids"]) {
      const value = source[key];
      if (Array.isArray(value)) return value.length;
    }
  }
  return undefined;
}

/** An argument (or a dto's field) whose value sizes a list: what the estimator reads. */
const SIZING_KEYS = new Set(["limit", "pagination", "productIds", "productItemIds", "ids"]);

/** Whether an input type has a field that sizes a list (a dto given whole through a variable). */
function hasSizingField(type: GraphQLInputType | undefined): boolean {
  const named = type && getNamedType(type);
  if (!named || !isInputObjectType(named)) return true;
  return Object.keys(named.getFields()).some((field) => SIZING_KEYS.has(field));
}

/**
 * Whether a variable there can change what the estimator below reads: an argument that sizes a
 * list, a dto's sizing field, a dto given whole whose type has such a field, or a directive's
 * argument (`@include(if: $x)` decides whether a field counts at all). `path` is the argument's
 * name, then the input object's fields down to the variable; `type` the argument's.
 */
function sizesCost(
  path: readonly string[],
  type: GraphQLInputType | undefined,
  inDirective: boolean,
): boolean {
  if (inDirective) return true;
  const [argument, field] = path;
  if (argument === undefined || SIZING_KEYS.has(argument)) return true;
  if (argument !== "dto") return false;
  return field === undefined ? hasSizingField(type) : SIZING_KEYS.has(field);
}

/** Every variable in `value`, with the input fields down to it. */
function variablesIn(
  value: ValueNode,
  path: readonly string[],
  found: (name: string, path: readonly string[]) => void,
): void {
  if (value.kind === Kind.VARIABLE) found(value.name.value, path);
  else if (value.kind === Kind.LIST)
    for (const item of value.values) variablesIn(item, path, found);
  else if (value.kind === Kind.OBJECT)
    for (const field of value.fields) variablesIn(field.value, [...path, field.name.value], found);
}

/**
 * The variables of a document whose values can change its cost: those the estimator reads
 * (list sizes, page sizes, directives). The others (a filter's values, a search's words, a
 * price range) never do, so a cost may be kept by the former alone and serve every request of
 * the same page size, whatever its filters (docs/security.md#the-shop-apis-limits).
 */
export function costVariables(schema: GraphQLSchema, document: DocumentNode): string[] {
  const names = new Set<string>();
  let directives = 0;
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Directive: {
        enter() {
          directives += 1;
        },
        leave() {
          directives -= 1;
        },
      },
      Argument(node) {
        const type = typeInfo.getArgument()?.type;
        variablesIn(node.value, [node.name.value], (name, path) => {
          if (sizesCost(path, type, directives > 0)) names.add(name);
        });
      },
    }),
  );
  return [...names].sort();
}

/** The page size a paginated field was asked for (`dto.pagination.limit` or `dto.limit`). */
function pageSize(args: Record<string, unknown>): number {
  const dto = record(args.dto);
  const limit = record(dto.pagination).limit ?? dto.limit;
  return typeof limit === "number"
    ? Math.min(Math.max(limit, 1), MAX_PAGE_SIZE)
    : DEFAULT_PAGE_SIZE;
}

/**
 * The size asked of each page's `items` in the document: the page's field has the limit, its
 * `items` (in its own selection or a fragment's) is where it multiplies.
 */
function pageSizes(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
): Map<FieldNode, number> {
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION
        ? [[definition.name.value, definition.selectionSet] as const]
        : [],
    ),
  );
  const sizes = new Map<FieldNode, number>();
  const markItems = (
    selectionSet: SelectionSetNode | undefined,
    size: number,
    seen: Set<string>,
  ) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === "items")
          sizes.set(selection, Math.max(size, sizes.get(selection) ?? 0));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        markItems(selection.selectionSet, size, seen);
      } else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        markItems(fragments.get(selection.name.value), size, seen);
      }
    }
  };
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const field = typeInfo.getFieldDef();
        if (!field || !isPage(getNamedType(field.type).name)) return;
        let args: Record<string, unknown> = {};
        try {
          args = getArgumentValues(field, node, variables);
        } catch {
          // Bad arguments: execution refuses them; the default size stands here.
        }
        markItems(node.selectionSet, pageSize(args), new Set());
      },
    }),
  );
  return sizes;
}

interface CostContext {
  pageSizes: Map<FieldNode, number>;
}

const estimator: ComplexityEstimator = ({ type, field, node, args, childComplexity, context }) => {
  const weight = FIELD_WEIGHTS[`${type.name}.${field.name}`] ?? 0;
  if (!isCompositeType(getNamedType(field.type))) return 1 + weight;
  if (!(getNullableType(field.type) instanceof GraphQLList)) return 1 + weight + childComplexity;
  const size =
    isPage(type.name) && field.name === "items"
      ? ((context as CostContext | undefined)?.pageSizes.get(node) ?? MAX_PAGE_SIZE)
      : (sizeFromArguments(args) ?? LIST_SIZES[`${type.name}.${field.name}`] ?? DEFAULT_LIST_SIZE);
  return 1 + weight + size * childComplexity;
};

/** The cost of the operation a request runs, with its variables. */
export function requestCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName?: string | null,
): number {
  const context: CostContext = { pageSizes: pageSizes(schema, document, variables ?? {}) };
  return getComplexity({
    schema,
    query: document,
    variables: variables ?? {},
    operationName: operationName ?? undefined,
    estimators: [estimator],
    context,
  });
}
