# Holocron for production: built once, run with Postgres (see docker-compose.yml).
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The client package is an npm workspace: npm ci needs its manifest, bench/ compiles its bots.
# examples/discord (a workspace too) is left out: without its manifest npm ci installs no discord.js.
COPY clients/typescript/package.json clients/typescript/
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src src
COPY migrations migrations
COPY bench bench
COPY clients/typescript/tsconfig.json clients/typescript/
COPY clients/typescript/src clients/typescript/src
RUN npm run build && npm prune --omit=dev

FROM node:20-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/dist dist
COPY --from=build /app/src/rules/seeds src/rules/seeds
USER node
# 3000: the API and the probes; 9464: Prometheus metrics, for the internal network only.
ENV HOLOCRON_METRICS_PORT=9464
EXPOSE 3000 9464
# Healthy means ready: the database answers, migrations ran, the glossary is loaded (docs/operations.md).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/src/main.js"]
