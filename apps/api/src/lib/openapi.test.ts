import { describe, expect, it } from 'vitest';
import { tidySchema } from './openapi';

describe('tidySchema (OpenAPI 3.0)', () => {
  it('moves nullable from a union into its typed members', () => {
    expect(tidySchema({ nullable: true, anyOf: [{ type: 'string' }, { type: 'number' }] })).toEqual(
      {
        anyOf: [
          { type: 'string', nullable: true },
          { type: 'number', nullable: true },
        ],
      },
    );
  });

  it('lets null match only one member of a oneOf', () => {
    expect(
      tidySchema({
        nullable: true,
        oneOf: [{ $ref: '#/components/schemas/A' }, { type: 'object' }],
      }),
    ).toEqual({ oneOf: [{ $ref: '#/components/schemas/A' }, { type: 'object', nullable: true }] });
  });

  it('leaves a nullable union alone when no member has a type', () => {
    const schema = { nullable: true, anyOf: [{ $ref: '#/components/schemas/A' }] };
    expect(tidySchema(schema)).toEqual(schema);
  });

  it('adds null to the values of a nullable enum', () => {
    expect(tidySchema({ type: 'string', enum: ['a', 'b'], nullable: true })).toEqual({
      type: 'string',
      enum: ['a', 'b', null],
      nullable: true,
    });
    expect(tidySchema({ type: 'string', enum: ['a'] })).toEqual({ type: 'string', enum: ['a'] });
  });

  it('merges the equal members of a tuple, deep inside objects and arrays', () => {
    const point = {
      type: 'object',
      properties: {
        coordinates: {
          type: 'array',
          items: { anyOf: [{ type: 'number' }, { type: 'number' }] },
          minItems: 2,
          maxItems: 2,
        },
      },
    };
    expect(tidySchema({ type: 'array', items: point })).toEqual({
      type: 'array',
      items: {
        type: 'object',
        properties: {
          coordinates: { type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 },
        },
      },
    });
  });

  it('keeps distinct members and does not change its input', () => {
    const schema = {
      anyOf: [
        { type: 'number', minimum: -180 },
        { type: 'number', minimum: -90 },
      ],
    };
    const copy = structuredClone(schema);
    expect(tidySchema(schema)).toEqual(copy);
    expect(schema).toEqual(copy);
  });
});
