// Feeds of the single sign-on service: the product-app switcher and the role list of the user form.
import { endpoints } from '@qrguard/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { productCategories, roles } from './queries';

export default async function feedRoutes(app: FastifyInstance) {
  route(app, endpoints.productCategories, async () => ({
    status: true,
    message: 'OK',
    data: await productCategories(app.db),
  }));
  route(app, endpoints.roles, async () => ({ status: true, message: 'OK', data: await roles(app.db) }));
}
