# One image per web app (host or a remote), each released on its own:
#
#   docker build -f docker/web.Dockerfile --build-arg APP=host -t qrguard/host .
#
# Stage 1 builds the app with webpack; stage 2 serves dist/ with nginx, which
# answers /config.json from environment variables (API_URL, REMOTE_*_URL,
# GOOGLE_MAPS_API_KEY, and for the host the product: PRODUCT_ID, PRODUCT_NAME,
# PRODUCT_TITLE, PRODUCT_LOGO_URL, PRODUCT_PRIMARY_COLOR, PRODUCT_MENUS,
# PRODUCT_APP_URLS) at container start, so the same image runs anywhere and
# one host image serves oil, pad-shoe or vanbelt.
ARG APP

FROM node:20-bookworm-slim AS build
ARG APP
RUN case "$APP" in host|remote-highlights|remote-reports|remote-settings) ;; \
      *) echo "build with --build-arg APP=host|remote-highlights|remote-reports|remote-settings (got '$APP')" >&2; exit 1 ;; esac
RUN npm install --global pnpm@10.34.9 && pnpm --version
WORKDIR /app
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
RUN pnpm install --frozen-lockfile --filter "@qrguard/${APP}..."
COPY tsconfig.base.json ./
COPY tooling/ tooling/
COPY shared-api/ shared-api/
COPY shared-ui/ shared-ui/
COPY ${APP}/ ${APP}/
RUN pnpm --filter "@qrguard/${APP}" build

FROM nginx:1.27-alpine
ARG APP
# The host answers every unknown path with index.html (history-mode routes); a remote does not.
# The security headers: security-headers.envsh is sourced by the entrypoint before the templates are
# filled (it must be executable) and exports the policy built from API_URL and REMOTE_*_URL; the
# snippet lands in /etc/nginx/conf.d/snippets/, which nginx.conf's conf.d/*.conf does not include.
COPY docker/nginx/ /tmp/nginx/
RUN mkdir -p /etc/nginx/templates/snippets \
 && if [ "$APP" = host ]; then cp /tmp/nginx/host.conf.template /etc/nginx/templates/default.conf.template; \
    else cp /tmp/nginx/remote.conf.template /etc/nginx/templates/default.conf.template; fi \
 && cp /tmp/nginx/security-headers.conf.template /etc/nginx/templates/snippets/ \
 && install -m 0755 /tmp/nginx/security-headers.envsh /docker-entrypoint.d/15-security-headers.envsh \
 && install -m 0755 /tmp/nginx/product-config.envsh /docker-entrypoint.d/16-product-config.envsh \
 && rm -rf /tmp/nginx /etc/nginx/conf.d/default.conf
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
# Defaults for a browser on the machine running docker-compose; override per deployment.
ENV API_URL=http://localhost:4000 \
    REMOTE_HIGHLIGHTS_URL=http://localhost:3001 \
    REMOTE_REPORTS_URL=http://localhost:3002 \
    REMOTE_SETTINGS_URL=http://localhost:3003 \
    GOOGLE_MAPS_API_KEY= \
    PRODUCT_ID= \
    PRODUCT_NAME= \
    PRODUCT_TITLE= \
    PRODUCT_LOGO_URL= \
    PRODUCT_PRIMARY_COLOR= \
    PRODUCT_MENUS= \
    PRODUCT_APP_URLS= \
    HSTS_MAX_AGE=
EXPOSE 80
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD wget -q -O /dev/null http://127.0.0.1/config.json || exit 1
