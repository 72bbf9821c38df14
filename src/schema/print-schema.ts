import type { INestApplication } from '@nestjs/common';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';

/** The schema the app serves, printed in a stable order: what src/schema.gql must equal. */
export function printServedSchema(app: INestApplication): string {
  return `${printSchema(lexicographicSortSchema(app.get(GraphQLSchemaHost).schema))}\n`;
}
