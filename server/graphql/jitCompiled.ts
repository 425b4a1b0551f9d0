import { useGraphQlJit } from "@envelop/graphql-jit";
import type { DocumentNode, GraphQLInputType, GraphQLSchema, TypeNode } from "graphql";
import { yogaGraphql } from "./yogaGraphql";

const { getNamedType, isInputObjectType, Kind } = yogaGraphql;

/** Input object types that contain themselves (a filter's `and: [ListFilter!]`), by schema. */
const recursiveInputs = new WeakMap<GraphQLSchema, ReadonlySet<string>>();

const reaches = (from: GraphQLInputType, target: string, seen: Set<string>): boolean => {
  const type = getNamedType(from);
  if (!isInputObjectType(type) || seen.has(type.name)) return false;
  seen.add(type.name);
  return Object.values(type.getFields()).some((field) => {
    const inner = getNamedType(field.type);
    return inner.name === target || reaches(field.type, target, seen);
  });
};

const recursiveInputsOf = (schema: GraphQLSchema): ReadonlySet<string> => {
  let found = recursiveInputs.get(schema);
  if (!found) {
    found = new Set(
      Object.values(schema.getTypeMap())
        .filter((type) => isInputObjectType(type) && reaches(type, type.name, new Set()))
        .map((type) => type.name),
    );
    recursiveInputs.set(schema, found);
  }
  return found;
};

const typeName = (node: TypeNode): string =>
  node.kind === Kind.NAMED_TYPE ? node.name.value : typeName(node.type);

const declaresAny = (document: DocumentNode, names: ReadonlySet<string>): boolean =>
  document.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      (definition.variableDefinitions ?? []).some((variable) => names.has(typeName(variable.type))),
  );

/**
 * Execution compiled per operation (graphql-jit), except for an operation whose variables are of a
 * recursive input type: graphql-jit's variable coercion recurses into such a type without end and
 * overflows the stack (the statistics lists' `where: ListFilter`). Those run on graphql-js.
 */
export const jitCompiled = () =>
  useGraphQlJit(
    {},
    { enableIf: ({ schema, document }) => !declaresAny(document, recursiveInputsOf(schema)) },
  );
