# syntax=docker/dockerfile:1
# Production image: build the web app with dev dependencies, then run on a
# slim Node 24 image with production dependencies only, as a non-root user.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# The pinned `node` dev dependency is not needed: the image already runs Node 24.
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime
# UV_THREADPOOL_SIZE: Node reads it when its thread pool starts, before the app's code runs (docs/adr/0023-…).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    UV_THREADPOOL_SIZE=8
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/web/dist ./web/dist
COPY package.json knexfile.ts tsconfig.json tsconfig.base.json ./
COPY contracts ./contracts
COPY migrations ./migrations
COPY src ./src
# `migrate` in compose.yaml: the migrations once, before the replicas start.
COPY scripts/migrate.ts ./scripts/migrate.ts
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# DATABASE_URL must point at PostgreSQL (see compose.yaml); the embedded one is for development.
# One process per container (replicas scale out); `node --import tsx src/cluster.ts --workers N`
# runs N on one port instead, for a single machine without an orchestrator (docs/adr/0050).
CMD ["node", "--import", "tsx", "src/main.ts"]
