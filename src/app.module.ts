import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { type DynamicModule, Module } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import { ArmadaModule } from './armada/armada.module.js';
import { CatalogModule } from './catalog/catalog.module.js';
import { formatGraphQLError } from './common/errors/graphql-error.format.js';
import type { HolocronConfig } from './config/holocron.config.js';
import { DatabaseModule } from './database/database.module.js';
import { GamesModule } from './games/games.module.js';
import type { GqlContext } from './games/games.resolver.js';
import { HealthModule } from './health/health.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { PicturesModule } from './pictures/pictures.module.js';
import { RulesModule } from './rules/rules.module.js';

type ContextSource = { req?: { headers?: Record<string, string | string[] | undefined> }; connectionParams?: Record<string, unknown> };

/** HTTP requests carry the seat token in a header; graphql-ws connections in their connection parameters. */
export function graphqlContext(source: ContextSource): GqlContext {
  const header = source.req?.headers?.authorization;
  const params = source.connectionParams ?? {};
  const param = params.authorization ?? params.Authorization;
  const authorization = typeof header === 'string' ? header : typeof param === 'string' ? param : undefined;
  return { authorization };
}

@Module({})
export class AppModule {
  static forRoot(config: HolocronConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DatabaseModule.forRoot(config),
        MetricsModule,
        GraphQLModule.forRoot<ApolloDriverConfig>({
          driver: ApolloDriver,
          path: '/graphql',
          autoSchemaFile: true,
          sortSchema: true,
          graphiql: false,
          playground: false,
          introspection: true,
          includeStacktraceInErrorResponses: false,
          formatError: formatGraphQLError,
          plugins: config.production ? [] : [ApolloServerPluginLandingPageLocalDefault({ embed: true })],
          subscriptions: { 'graphql-ws': true },
          context: graphqlContext,
        }),
        HealthModule,
        CatalogModule,
        ArmadaModule,
        GamesModule,
        PicturesModule,
        RulesModule,
      ],
    };
  }
}
