# syntax=docker/dockerfile:1
# The whole product in one image: the API and the built web app, served by one Node process on port 3000.
#   docker build -t school-backoffice .
#   docker run -p 3000:3000 -v school-data:/data school-backoffice            (embedded database, demo data)
#   docker run -p 3000:3000 -e DATABASE_URL=… -e JWT_SECRET=… school-backoffice   (production: docs/deploy.md)

# ---- build: every dependency, then the web app (Vite) and the server bundle (tsup) ----
FROM node:20-slim AS build
WORKDIR /app
# Playwright is a dependency of the e2e workspace only; no browser in the image.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# Manifests first, so the `npm ci` layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci
COPY . .
# `npm run build`: apps/web/dist, then apps/server/dist (contracts bundled into it).
RUN npm run build

# ---- runtime: production dependencies of the server only, non-root ----
FROM node:20-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
# The server's runtime dependencies only (pg, PGlite, argon2's prebuilt binary, …): the web app ships as files.
RUN npm ci --omit=dev --workspace=apps/server --include-workspace-root=false && npm cache clean --force
# The server finds its folder by apps/server/package.json, its migrations in apps/server/drizzle and the web
# app in apps/web/dist (src/paths.ts).
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
# The embedded database, its lock and the JWT secret it generates, and local uploads, live here.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# Liveness only (no database call): readiness (/api/health/ready) is for the balancer, see docs/deploy.md.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Exec form: node is PID 1 and gets SIGTERM itself, so the drain (src/connection-drain.ts) runs on `docker stop`
# (give it --stop-timeout / terminationGracePeriodSeconds above SHUTDOWN_TIMEOUT_MS).
CMD ["node", "apps/server/dist/main.js"]
