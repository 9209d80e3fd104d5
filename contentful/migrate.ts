/**
 * `npm run contentful:model`: creates the content model of `model.ts` in a Contentful space, or
 * migrates it there (types and fields missing are created, existing ones updated to match),
 * with Contentful's own migration tooling (contentful-migration). Needs a management token:
 *
 *   CONTENTFUL_SPACE_ID=… CONTENTFUL_MANAGEMENT_TOKEN=… [CONTENTFUL_ENVIRONMENT=master] npm run contentful:model
 *
 * Fields are never deleted here: removing one is a decision for a person (omit it first).
 */
import { runMigration } from 'contentful-migration';
import type Migration from 'contentful-migration';
import type { MigrationContext, ContentType, Field } from 'contentful-migration';
import { CONTENT_MODEL, type FieldSpec } from './model';

function applyField(field: Field, spec: FieldSpec) {
  field.name(spec.name).type(spec.type).required(spec.required).localized(spec.localized).validations(spec.validations);
  if (spec.linkType) field.linkType(spec.linkType);
  if (spec.items) field.items(spec.items);
}

export async function modelMigration(migration: Migration, context?: MigrationContext) {
  const existing = context
    ? ((await context.makeRequest({ method: 'GET', url: '/content_types?limit=1000' })) as { items: { sys: { id: string }; fields: { id: string }[] }[] }).items
    : [];
  for (const type of CONTENT_MODEL) {
    const found = existing.find((t) => t.sys.id === type.id);
    const ct: ContentType = found ? migration.editContentType(type.id) : migration.createContentType(type.id);
    ct.name(type.name).description(type.description);
    for (const spec of type.fields) {
      applyField(found?.fields.some((f) => f.id === spec.id) ? ct.editField(spec.id) : ct.createField(spec.id), spec);
    }
    ct.displayField(type.displayField);
  }
}

if (require.main === module) {
  const { CONTENTFUL_SPACE_ID: spaceId, CONTENTFUL_MANAGEMENT_TOKEN: accessToken, CONTENTFUL_ENVIRONMENT: environmentId = 'master' } = process.env;
  if (!spaceId || !accessToken) {
    console.error('Set CONTENTFUL_SPACE_ID and CONTENTFUL_MANAGEMENT_TOKEN (a personal access token of the space).');
    process.exit(2);
  }
  runMigration({ migrationFunction: modelMigration, spaceId, accessToken, environmentId, yes: true }).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
