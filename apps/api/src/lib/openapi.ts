import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** One JSON schema object of a route, walked as plain data. */
type SchemaNode = { [key: string]: unknown };

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const COMPOSITIONS = ['anyOf', 'oneOf', 'allOf'] as const;

/** The schema with one member fewer for each member equal to an earlier one. */
function dedupeMembers(node: SchemaNode, key: 'anyOf' | 'oneOf'): SchemaNode {
  const members = node[key];
  if (!Array.isArray(members)) return node;
  const seen = new Set<string>();
  const unique = members.filter((member) => {
    const text = JSON.stringify(member);
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
  if (unique.length === members.length) return node;
  const { [key]: _members, ...rest } = node;
  const [only] = unique;
  // A single member left stands in for the composition when it does not clash with its siblings.
  if (unique.length === 1 && isNode(only) && Object.keys(only).every((k) => !(k in rest))) {
    return { ...only, ...rest };
  }
  return { ...rest, [key]: unique };
}

/** The schema that also allows null (OpenAPI 3.0), or undefined when that needs a `type`. */
function allowNull(node: SchemaNode): SchemaNode | undefined {
  if (node.type !== undefined) return withNullInEnum({ ...node, nullable: true });
  return nullableComposition({ ...node, nullable: true });
}

/**
 * An enum lists every value allowed, so a nullable one lists null too (in OpenAPI 3.0.3 `nullable`
 * leaves the other keywords in force): otherwise a validator built from the document would refuse
 * the null the API sends.
 */
function withNullInEnum(node: SchemaNode): SchemaNode {
  if (node.nullable !== true || !Array.isArray(node.enum) || node.enum.includes(null)) return node;
  return { ...node, enum: [...node.enum, null] };
}

/**
 * OpenAPI 3.0 honours `nullable` only beside a `type` (Redocly's nullable-type-sibling rule), but
 * zod writes a nullable union as `{ nullable: true, anyOf: [...] }`. The null moves into the
 * members: every typed member of an anyOf, the first typed member of a oneOf (so that null still
 * matches exactly one). Left as it is when no member can take it; the lint test then reports it.
 */
function nullableComposition(node: SchemaNode): SchemaNode | undefined {
  if (node.nullable !== true || node.type !== undefined) return node;
  const { nullable: _nullable, ...rest } = node;
  if (Array.isArray(rest.anyOf)) {
    let taken = false;
    const anyOf = rest.anyOf.map((member: unknown) => {
      const nullableMember = isNode(member) ? allowNull(member) : undefined;
      if (!nullableMember) return member;
      taken = true;
      return nullableMember;
    });
    if (taken) return { ...rest, anyOf };
  }
  if (Array.isArray(rest.oneOf)) {
    const oneOf: unknown[] = [...rest.oneOf];
    for (const [index, member] of oneOf.entries()) {
      const nullableMember = isNode(member) ? allowNull(member) : undefined;
      if (!nullableMember) continue;
      oneOf[index] = nullableMember;
      return { ...rest, oneOf };
    }
  }
  return undefined;
}

/**
 * Rewrites what the zod transform makes of some schemas into what OpenAPI 3.0 means by them:
 * nullable unions (see nullableComposition), nullable enums (withNullInEnum), and tuples, which
 * 3.0 can only write as `items: { anyOf: [member, ...] }` and so repeat `{ type: 'number' }` for
 * [longitude, latitude] (Redocly's no-illogical-composition-keywords): equal members are merged.
 */
export function tidySchema(node: SchemaNode): SchemaNode {
  let out: SchemaNode = { ...node };
  if (isNode(out.properties)) {
    out.properties = Object.fromEntries(
      Object.entries(out.properties).map(([name, value]) => [
        name,
        isNode(value) ? tidySchema(value) : value,
      ]),
    );
  }
  for (const key of ['items', 'additionalProperties', 'not'] as const) {
    const child = out[key];
    if (isNode(child)) out[key] = tidySchema(child);
  }
  for (const key of COMPOSITIONS) {
    const members = out[key];
    if (Array.isArray(members)) {
      out[key] = members.map((member: unknown) => (isNode(member) ? tidySchema(member) : member));
    }
  }
  out = dedupeMembers(dedupeMembers(out, 'anyOf'), 'oneOf');
  out = nullableComposition(out) ?? out;
  return withNullInEnum(out);
}

/** The key of a response schema that is a file of this media type, not JSON (fileResponse). */
const FILE_MEDIA_TYPE = 'x-file-media-type';

/**
 * The response schema of a file (a PDF): the handler sends a Buffer, which Fastify sends as it is
 * without serializing; the document lists the answer under its media type as binary.
 */
export function fileResponse(mediaType: string, description: string) {
  return z.string().meta({ description, format: 'binary', [FILE_MEDIA_TYPE]: mediaType });
}

/** A fileResponse as OpenAPI writes a non-JSON answer: its content under the media type. */
function fileContent(node: SchemaNode): SchemaNode {
  const mediaType = node[FILE_MEDIA_TYPE];
  if (typeof mediaType !== 'string') return node;
  return {
    description: node.description,
    content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } },
  };
}

const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/**
 * The zod type provider's transform for @fastify/swagger, followed by tidySchema on every part of
 * the route's schema, so that the document passes `redocly lint` (test/openapi.test.ts); a
 * fileResponse is listed under its media type.
 */
export const openApiTransform: typeof jsonSchemaTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  // Routes without a schema come back without one; hidden ones carry nothing else.
  if (!isNode(schema) || schema.hide) return { schema, url };
  const tidied: FastifySchema = { ...schema };
  for (const part of REQUEST_PARTS) {
    const value = tidied[part];
    if (isNode(value)) tidied[part] = tidySchema(value);
  }
  if (isNode(tidied.response)) {
    tidied.response = Object.fromEntries(
      Object.entries(tidied.response).map(([status, value]) => [
        status,
        isNode(value) ? fileContent(tidySchema(value)) : value,
      ]),
    );
  }
  return { schema: tidied, url };
};
