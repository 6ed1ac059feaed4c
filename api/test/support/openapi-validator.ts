import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

type Schema = Record<string, unknown>;
interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  'x-permissions'?: string[];
  /** `public` on a route anyone may call, with a token or without. */
  'x-access'?: string;
}
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/** Every operation of the document with its method (lower case) and path template. */
export function operationsOf(
  document: OpenApiDocument,
): { method: string; path: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
  );
}

type MediaType = 'application/json' | 'multipart/form-data';

/** An operation's request body schema in a media type, every component reference followed. */
export function bodySchemaOf(
  document: OpenApiDocument,
  operation: Pick<Operation, 'requestBody'>,
  mediaType: MediaType,
): Schema | undefined {
  return inline(
    operation.requestBody?.content?.[mediaType]?.schema,
    document.components.schemas,
  ) as Schema | undefined;
}

/** The fields of an operation's request body in a media type, its schema's reference followed. */
export function bodyFieldsOf(
  document: OpenApiDocument,
  operation: Operation,
  mediaType: MediaType,
): Record<string, Schema> {
  const schema = bodySchemaOf(document, operation, mediaType);
  return (schema as { properties?: Record<string, Schema> } | undefined)?.properties ?? {};
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

/** Replaces `#/components/schemas/X` references by the schema itself. */
function inline(schema: unknown, components: Record<string, Schema>): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inline(item, components));
  if (typeof schema !== 'object' || schema === null) return schema;
  const ref = (schema as { $ref?: string }).$ref;
  if (ref?.startsWith('#/components/schemas/')) {
    return inline(components[ref.slice('#/components/schemas/'.length)], components);
  }
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, inline(value, components)]),
  );
}

/** Checks real answers against the api's OpenAPI document. */
export class OpenApiValidator {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });

  constructor(readonly document: OpenApiDocument) {
    addFormats(this.ajv);
  }

  operation(method: string, template: string): Operation {
    const operation = this.document.paths[template]?.[method];
    if (!operation) throw new Error(`${method.toUpperCase()} ${template} is not in the document`);
    return operation;
  }

  /**
   * The problems of an answer: none when the document describes its status (or a default
   * answer) with this media type and, for JSON, the body matches the schema.
   */
  problems(
    method: string,
    template: string,
    status: number,
    contentType: string,
    body: unknown,
  ): string[] {
    const responses = this.operation(method, template).responses;
    const described = responses[String(status)] ?? responses.default;
    if (!described) return [`status ${status} is not described`];
    if (status === 204) return described.content ? ['204 described with a body'] : [];
    const mediaType = contentType.split(';')[0]!.trim();
    const content = described.content ?? {};
    const match = Object.keys(content).find(
      (type) =>
        type === mediaType || (type.endsWith('/*') && mediaType.startsWith(type.slice(0, -1))),
    );
    if (!match) return [`media type ${mediaType} not described for ${status}`];
    if (mediaType !== 'application/json') return [];
    const validate = this.ajv.compile(
      inline(content[match]!.schema, this.document.components.schemas) as Schema,
    );
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (error) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`,
    );
  }
}
