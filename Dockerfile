# syntax=docker/dockerfile:1
# One image for every role of compose.yaml: `npm start` (web), `npm run worker`, `npm run migrate`,
# each started with its script's own command (npm does not pass SIGTERM on: see compose.yaml).
# A plain production image rather than Next's `output: 'standalone'`: the three commands run the
# server compiled by `npm run build` (dist/server/, from src/server/) with the Payload config
# (migrations, the seed, the job runner), which a standalone server.js leaves out (docs/deploy.md).

FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
COPY . .
# The build compiles the server and builds the Next app, which initialises Payload once; a
# throw-away SQLite file stands in for the database, so no database server is needed to build.
# Pages are rendered on their first request afterwards.
# `npm start` rebuilds when a source (package-lock.json among them) is newer than the build: the
# lock file keeps its time through the prune.
RUN DATABASE_URI=file:/tmp/build.db PAYLOAD_SECRET=build-only npm run build \
  && rm -f /tmp/build.db* \
  && rm -rf .next/cache data \
  && cp -p package-lock.json /tmp/package-lock.json \
  && npm prune --omit=dev --no-audit --no-fund \
  && cp -p /tmp/package-lock.json package-lock.json

FROM node:22-bookworm-slim AS runtime
# `npm run backup` and `npm run restore` run pg_dump, pg_restore and psql, which must be of the
# database server's major version or newer: compose.yaml's postgres image. Debian 12 carries only
# 15, so the client comes from the PostgreSQL project's apt repository, set up by Debian's own
# postgresql-common script (its signing key ships in that package).
ARG POSTGRES_MAJOR=17 DEBIAN_FRONTEND=noninteractive
RUN apt-get update \
  && apt-get install -y --no-install-recommends ca-certificates postgresql-common \
  && /usr/share/postgresql-common/pgdg/apt.postgresql.org.sh -y \
  && apt-get install -y --no-install-recommends "postgresql-client-${POSTGRES_MAJOR}" \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 \
  PORT=3000 HOSTNAME=0.0.0.0
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
CMD ["node", "--conditions=production", "--heap-growing-percent=30", "--max-semi-space-size=8", "dist/server/start.js"]
