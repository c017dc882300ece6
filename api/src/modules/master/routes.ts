// Reference data the filters and the shell need (spec shell-highlights 3, 7).
// Lists come whole (pagination=false is what the client asks for; they are short).
import { endpoints, visibleMenu } from '@qrguard/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { signedIn } from '../../plugins/auth';
import { issuePoFromRequest } from './purchase-order';
import {
  companyProfile,
  listNamed,
  listOilMakers,
  listWorkOrders,
  sidebarTree,
  workOrderDetail,
  workOrderScope,
} from './queries';

const ok = <T>(data: T) => ({ status: true as const, message: 'OK', data });

export default async function masterRoutes(app: FastifyInstance, { config }: { config: Config }) {
  route(app, endpoints.variants, async (req) => ok(await listNamed(app.db, 'variants', req.query)));
  route(app, endpoints.oilMakers, async (req) => ok(await listOilMakers(app.db, req.query)));
  route(app, endpoints.labelMakers, async (req) => ok(await listNamed(app.db, 'label_makers', req.query)));
  route(app, endpoints.bottleMakers, async (req) => ok(await listNamed(app.db, 'bottle_makers', req.query)));
  route(app, endpoints.insuranceCompanies, async (req) =>
    ok(await listNamed(app.db, 'insurance_companies', req.query)),
  );
  // Issue 15: a role-2 user reads its own company's work orders only; super admins and others holding WORK_ORDER read all.
  route(app, endpoints.workOrders, async (req) =>
    ok(await listWorkOrders(app.db, req.query, await workOrderScope(app.db, signedIn(req)))),
  );
  route(app, endpoints.workOrderDetail, async (req) => {
    const order = await workOrderDetail(app.db, req.query.wo, await workOrderScope(app.db, signedIn(req)));
    // Another company's work order answers as an unknown one: its existence is not revealed.
    if (!order) throw new HttpError(404, `There is no work order ${req.query.wo} that you can open.`);
    return ok(order);
  });
  route(app, endpoints.issuePurchaseOrder, async (req) =>
    ok(
      await issuePoFromRequest(app.db, req.body, { user: signedIn(req), address: req.ip, timeZone: config.businessTz }),
    ),
  );

  route(app, endpoints.companyProfile, async () => {
    const profile = await companyProfile(app.db);
    if (!profile) throw new HttpError(404, 'The company profile has not been set up.');
    return ok(profile);
  });

  // What the user may open, by the rule every route enforces (contract/access.ts);
  // the shell filters with the same function, so a stale menu cannot show more.
  route(app, endpoints.sidebar, async (req) => ok(visibleMenu(await sidebarTree(app.db), signedIn(req))));
}
