# Ponte's container image: `docker build -t ponte .` (docs/deployment.md, "Containers").
# One image for every role: the api, the worker (PONTE_ROLE=worker) and the migration step (node dist/migrate.js).

# Build stage: every dependency (TypeScript among them) to compile src/ into dist/.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# --no-workspaces: the SDK (sdk/, a workspace) is a library for integrators, not part of the service.
RUN npm ci --no-workspaces --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY scripts/build.mjs scripts/build-stamp.mjs scripts/compile.mjs scripts/
COPY src src
RUN npm run build

# Runtime stage: production dependencies only (no tsx, no TypeScript, no chain test binary) and the compiled service.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PONTE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/ponte
WORKDIR /app
COPY package.json package-lock.json ./
# --omit=optional: TypeScript is an optional peer of viem and pg-cloudflare an optional dependency of pg; neither runs
# here.
RUN npm ci --omit=dev --omit=optional --no-workspaces --no-audit --no-fund \
 && npm cache clean --force \
 && mkdir -p /var/lib/ponte \
 && chown node:node /var/lib/ponte
COPY --from=build /app/dist dist
# The base image's unprivileged user (uid 1000): the process cannot change its own code or dependencies.
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 CMD ["node", "dist/healthcheck.js"]
CMD ["node", "dist/main.js"]
