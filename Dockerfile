# syntax=docker/dockerfile:1
# The storefront with its embedded shop API, on Node 20. Build: docker build -t meet-market .
# Run: docker run -p 3000:3000 -v meet-market-data:/app/data meet-market
#  (or -e DATABASE_URL=postgres://… to use a PostgreSQL server instead of the embedded PGlite);
#  behind nginx with PostgreSQL and Redis: docker compose up (compose.yaml, README.md).

FROM node:20-slim AS base
WORKDIR /app
ENV NODE_ENV=production

# Everything needed to build.
FROM base AS deps
COPY package.json package-lock.json .npmrc ./
RUN npm ci --include=dev

# Only what runs in production.
FROM base AS production-deps
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev && npm cache clean --force

FROM deps AS build
COPY . .
RUN npm run build

FROM base AS runtime
# MALLOC_ARENA_MAX: sharp's threads (/_ipx) otherwise each keep a glibc arena; two keep the
# server's memory about 300 MB lower after drawing many pictures (npm run bench:abuse).
# SHOP_MODE: a container is a deployment, never the demo (docs/decisions/030-demo-and-production.md):
# it needs SMS_RU_API_KEY or SMTP_URL to start, and YooKassa's keys to take orders
# (-e SHOP_MODE=demo for a demo whose codes go to /dev/outbox).
ENV PORT=3000 \
    SHOP_MODE=production \
    DATABASE_URL=file:/app/data/pglite \
    MALLOC_ARENA_MAX=2
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json ./
# serve.mjs and the modules it imports (security headers, drain listeners, the cluster).
COPY http-server/*.mjs ./http-server/
# Applied at start (drizzle's migrator reads them from disk).
COPY server/db/migrations ./server/db/migrations
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# serve.mjs validates the environment, migrates, seeds an empty database, then listens;
# on SIGTERM it finishes open requests and closes the database. On PostgreSQL it serves from
# WEB_CONCURRENCY workers, by default one per CPU the container may use (set it to a CPU quota);
# on the image's default PGlite, one process (docs/decisions/043-one-worker-per-core.md). The
# young generation's 64 MB semi-spaces are npm start's too (decision record 005).
CMD ["node", "--max-semi-space-size=64", "http-server/serve.mjs"]
