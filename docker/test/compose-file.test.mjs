// docker/docker-compose.yml against the Compose Specification's JSON schema, which no Docker
// engine here can check: the schema is the one dclint ships (schemas/compose.schema.json, the
// compose-spec project's schema/compose-spec.json, draft-07), read by ajv.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import Ajv from 'ajv';
import { parse } from 'yaml';

const dockerFolder = join(dirname(fileURLToPath(import.meta.url)), '..');
const composeFile = join(dockerFolder, 'docker-compose.yml');
const schemaFile = join(
  dirname(createRequire(import.meta.url).resolve('dclint/package.json')),
  'schemas/compose.schema.json',
);

const compose = parse(readFileSync(composeFile, 'utf8'));

const CREDITOR_VARIABLES = ['NAME', 'ADDRESS', 'ZIP', 'CITY', 'IBAN'].map(
  (field) => `CREDITOR_${field}`,
);

function composeValidator() {
  const { $schema: draft, ...schema } = JSON.parse(readFileSync(schemaFile, 'utf8'));
  // ajv's own draft-07 meta-schema is named by its http address; the file names https.
  assert.match(draft, /draft-07/);
  return new Ajv({ allErrors: true, strict: false }).compile(schema);
}

describe('docker/docker-compose.yml', () => {
  it('follows the Compose Specification', () => {
    const validate = composeValidator();
    const valid = validate(compose);
    assert.ok(
      valid,
      (validate.errors ?? [])
        .map(
          (error) =>
            `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`,
        )
        .join('\n'),
    );
  });

  it('is checked for real: a misspelt key or a healthcheck interval without its unit fails the schema', () => {
    const validate = composeValidator();
    const misspelt = structuredClone(compose);
    misspelt.services.web.port = misspelt.services.web.ports;
    assert.equal(validate(misspelt), false);
    const interval = structuredClone(compose);
    interval.services['api-1'] = { ...interval.services['api-1'], healthcheck: { interval: 5 } };
    assert.equal(validate(interval), false);
  });

  it('depends only on services it defines', () => {
    const names = Object.keys(compose.services);
    for (const [name, service] of Object.entries(compose.services)) {
      const needs = Array.isArray(service.depends_on)
        ? service.depends_on
        : Object.keys(service.depends_on ?? {});
      for (const needed of needs) assert.ok(names.includes(needed), `${name} needs ${needed}`);
    }
  });

  it('pins every image to a version, never a bare name or latest', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (!service.image) continue;
      assert.match(service.image, /:(?!latest$)[\w.-]*\d[\w.-]*$/, `${name}: ${service.image}`);
    }
  });

  it('publishes the portal and the mail UI on loopback unless told otherwise', () => {
    const published = Object.values(compose.services).flatMap((service) => service.ports ?? []);
    assert.ok(published.length > 0);
    for (const port of published) assert.match(String(port), /^\$\{BIND_ADDRESS:-127\.0\.0\.1\}:/);
  });

  it('reads only settings that docker/.env.example names', () => {
    const example = readFileSync(join(dockerFolder, '.env.example'), 'utf8');
    const named = new Set([...example.matchAll(/^([A-Z_]+)=/gm)].map(([, name]) => name));
    const read = new Set(
      [...readFileSync(composeFile, 'utf8').matchAll(/\$\{([A-Z_]+)/g)].map(([, name]) => name),
    );
    assert.deepEqual(
      [...read].filter((name) => !named.has(name)),
      [],
    );
  });

  it("requires the invoices' creditor from docker/.env for every api replica", () => {
    const replicas = Object.entries(compose.services).filter(([name]) => name.startsWith('api-'));
    assert.ok(replicas.length > 0);
    for (const [name, service] of replicas) {
      for (const variable of CREDITOR_VARIABLES) {
        assert.match(
          String(service.environment?.[variable]),
          new RegExp(`^\\$\\{${variable}:\\?`),
          `${name}: ${variable}`,
        );
      }
    }
  });

  it('builds from Dockerfiles that exist', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (!service.build) continue;
      const context = join(dockerFolder, service.build.context);
      assert.doesNotThrow(
        () => readFileSync(join(context, service.build.dockerfile)),
        `${name}: ${service.build.dockerfile}`,
      );
    }
  });
});
