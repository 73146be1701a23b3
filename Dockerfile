# syntax=docker/dockerfile:1
#
# One image for both Pintar processes: the API (the default command) and the projector workers
# (`node workers/src/main.ts`). The server runs its TypeScript directly on Node 24 (type
# stripping), so the only build step is Vite for web/dist and admin/dist.
#
#   docker build -t pintar .
#   docker compose up --build          # the whole scale-out stack, see docs/scale-out.md

ARG NODE_IMAGE=node:24-bookworm-slim

# Manifests only, so the dependency layers below are reused while only sources change.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY core/package.json core/
COPY api/package.json api/
COPY workers/package.json workers/
COPY web/package.json web/
COPY admin/package.json admin/
COPY tests/package.json tests/

# The server's runtime dependencies: only what @pintar/api and @pintar/workers (and the workspaces
# they depend on) need, without devDependencies and without the web, admin and test workspaces.
FROM manifests AS deps
RUN npm ci --omit=dev --workspace=@pintar/api --workspace=@pintar/workers --no-audit --no-fund

# Every dependency, then the two Vite builds.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=5001 \
    PINTAR_DATA_DIR=/app/var
WORKDIR /app
# The manifests and node_modules (with any nested in a workspace), then the server's sources.
COPY --from=deps /app ./
COPY contracts contracts
COPY core core
COPY api api
COPY workers workers
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/admin/dist admin/dist
# Code stays owned by root (read-only for the app); only the data folder is writable. On the real
# engines it holds just the admin token and the hashing secret; mount a volume there to keep them.
RUN mkdir -p var && chown node:node var
USER node
EXPOSE 5001
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 5001) + '/api/health', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "api/src/main.ts"]
