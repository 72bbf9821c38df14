# Holocron for production: built once, run with Postgres (see docker-compose.yml).
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src src
COPY migrations migrations
COPY bench bench
RUN npm run build && npm prune --omit=dev

FROM node:20-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/dist dist
COPY --from=build /app/src/rules/seeds src/rules/seeds
USER node
EXPOSE 3000
CMD ["node", "--enable-source-maps", "dist/src/main.js"]
