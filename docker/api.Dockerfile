# The API image: Node 20, the API package and the workspace packages it uses
# (shared-api's contract), production dependencies only. TypeScript runs
# through tsx, as in development, so there is no separate compile step.
#
#   docker build -f docker/api.Dockerfile -t qrguard/api .
FROM node:20-bookworm-slim AS deps
# The version the repository pins in package.json's packageManager (corepack is not used).
RUN npm install --global pnpm@10.34.9 && pnpm --version
WORKDIR /app
# Manifests first: the install layer is reused until a manifest or the lockfile changes.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY api/package.json api/
COPY shared-api/package.json shared-api/
COPY shared-ui/package.json shared-ui/
COPY tooling/package.json tooling/
COPY host/package.json host/
COPY remote-highlights/package.json remote-highlights/
COPY remote-reports/package.json remote-reports/
COPY remote-settings/package.json remote-settings/
COPY e2e/package.json e2e/
RUN pnpm install --frozen-lockfile --prod --filter "@qrguard/api..."

FROM deps AS runtime
COPY tsconfig.base.json ./
COPY shared-api/ shared-api/
COPY api/ api/
WORKDIR /app/api
# Report photos live outside the code, in a folder the non-root user owns: created here, before
# USER, so that a named volume mounted on it (docker-compose.yml) starts with this owner and mode.
ENV NODE_ENV=production \
    BIND_HOST=0.0.0.0 \
    API_PORT=4000 \
    PHOTO_DIR=/var/lib/qrguard/photos
RUN mkdir -p /var/lib/qrguard/photos && chown -R node:node /var/lib/qrguard && chmod 750 /var/lib/qrguard/photos
VOLUME ["/var/lib/qrguard/photos"]
EXPOSE 4000
USER node
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.API_PORT||4000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# `tsx src/server.ts` in one process (node --import tsx), so SIGTERM reaches the server's graceful close.
CMD ["node", "--import", "tsx", "src/server.ts"]
