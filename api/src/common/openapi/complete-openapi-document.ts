import type { INestApplication } from '@nestjs/common';
import { GUARDS_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { type Permission } from '@gb/contracts';
import { errorBodySchema } from '@gb/contracts/answers';

import { RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { IS_PUBLIC } from '../auth/public.decorator.js';
import { REQUIRED_PERMISSIONS } from '../auth/require-permission.decorator.js';
import { namedSchemas, toJsonSchema } from './json-schema.js';

interface RouteAccess {
  isPublic: boolean;
  permissions: Permission[];
  rateLimited: boolean;
}

type Handler = (...args: unknown[]) => unknown;

/** Access metadata of every controller method, by the operation id Swagger gives it. */
function accessByOperationId(app: INestApplication): Map<string, RouteAccess> {
  const access = new Map<string, RouteAccess>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (typeof metatype !== 'function') continue;
      const controller = metatype as unknown as { name: string; prototype: object };
      for (const method of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[method];
        if (method === 'constructor' || typeof handler !== 'function') continue;
        const read = <T>(key: string): T | undefined =>
          Reflect.getMetadata(key, handler as Handler) ?? Reflect.getMetadata(key, metatype);
        access.set(`${controller.name}_${method}`, {
          isPublic: read<boolean>(IS_PUBLIC) === true,
          permissions: read<Permission[]>(REQUIRED_PERMISSIONS) ?? [],
          rateLimited: (read<unknown[]>(GUARDS_METADATA) ?? []).includes(RateLimitGuard),
        });
      }
    }
  }
  return access;
}

function accessText({ isPublic, permissions }: RouteAccess): string {
  if (isPublic) return 'Access: public (a token, when sent, is read).';
  if (permissions.length === 0) return 'Access: any logged-in user.';
  return `Access: the permission ${permissions.join(' or ')}.`;
}

const ERROR_BODY = { $ref: '#/components/schemas/ErrorBody' };
const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR_BODY } },
});

interface Operation {
  operationId?: string;
  description?: string;
  parameters?: { in: string }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
  security?: unknown[];
  'x-access'?: string;
  'x-permissions'?: Permission[];
}

/**
 * Adds to every operation what its route's metadata says: who may call it (security, the
 * permission as text and as `x-permissions`) and the error answers it can give, all with the
 * one error body `{ statusCode, message, errors? }`.
 */
export function completeOpenApiDocument(
  app: INestApplication,
  document: OpenAPIObject,
): OpenAPIObject {
  const access = accessByOperationId(app);
  // Named ErrorBody in the contracts: converting it makes it a component for ERROR_BODY.
  toJsonSchema(errorBodySchema, 'output');
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...namedSchemas() },
  };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const operation of Object.values(item) as Operation[]) {
      if (!operation?.responses) continue;
      const route = access.get(operation.operationId ?? '');
      if (!route) throw new Error(`No route metadata for ${operation.operationId}`);
      operation.security = route.isPublic ? [] : [{ bearer: [] }];
      operation['x-access'] = route.isPublic ? 'public' : 'logged-in';
      operation['x-permissions'] = route.permissions;
      operation.description = [accessText(route), operation.description].filter(Boolean).join(' ');
      const takesInput =
        operation.requestBody !== undefined ||
        (operation.parameters ?? []).some((parameter) => parameter.in !== 'header');
      const errors: Record<string, string> = {
        ...(takesInput && { 400: 'Bad input; `errors` names each invalid field' }),
        ...(!route.isPublic && { 401: 'No token, a bad one, or an ended login' }),
        ...(!route.isPublic && { 403: 'Not allowed for this caller' }),
        ...(path.includes('{') && { 404: 'No such record' }),
        ...(route.rateLimited && { 429: 'Too many requests; see Retry-After' }),
        default: 'Any other error, in the same shape',
      };
      for (const [status, description] of Object.entries(errors)) {
        operation.responses[status] ??= errorAnswer(description);
      }
    }
  }
  return document;
}
