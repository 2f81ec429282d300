# syntax=docker/dockerfile:1
# Kanak in one image: the API serves the built storefront and /api (docs/deployment.md).
#   docker build -t kanak .
#   docker run -p 3000:3000 --env-file kanak.env kanak
# Node 24 LTS (decision 054); package.json's `engines` lists the lines Kanak runs on.
ARG NODE_IMAGE=node:24-bookworm-slim

# The workspace's manifests: what both installs below start from.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/db/package.json packages/db/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/

# Every dependency (dev ones too), then the storefront build.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies only: no Vite, Lighthouse, ESLint or test tools in the final image.
FROM manifests AS deps
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json tsconfig.base.json ./
COPY packages/domain ./packages/domain
COPY packages/db ./packages/db
COPY apps/api/package.json apps/api/tsconfig.json ./apps/api/
COPY apps/api/src ./apps/api/src
COPY apps/web/package.json ./apps/web/
COPY --from=build /app/apps/web/dist ./apps/web/dist
# The server's renderer of public pages (apps/web/src/entry-server.tsx), built beside the storefront.
COPY --from=build /app/apps/web/dist-ssr ./apps/web/dist-ssr
# DATA_DIR: the embedded database, local media and documents when no DATABASE_URL / S3 is set.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# The slim image has no curl; Node has fetch.
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node-version.mjs first: a Node older than `engines` stops with one line, not a stack trace.
CMD ["node", "--import", "./apps/api/src/node-version.mjs", "--import", "tsx", "apps/api/src/server.ts"]
