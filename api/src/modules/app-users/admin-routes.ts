// Settings > User Management > Oil Maker App and Penindakan App (issue 13;
// spec reports-settings 2, 4, 5, 7): list, create, edit, delete and the
// device-lock reset of the apps' accounts. Rules: every failing field in one
// 400 in the spec's words; usernames unique per app (409 naming the field);
// deleting or deactivating an account, or changing its password, ends its app
// sessions at once; after a reset the next device to sign in through
// POST /api/app/login takes the lock. Each write records its audit event in
// its own transaction.
import {
  endpoints,
  USER_FORM_MESSAGES,
  type AuditTargetKind,
  type Endpoint,
  type FieldError,
} from '@qrguard/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { AppKind } from '../../domain/constants';
import { pageMeta, pageRequest } from '../../domain/paging';
import { distinctIds, userFormErrors } from '../../domain/user-form';
import { route, type RouteRequest } from '../../http/route';
import { hashPassword } from '../../lib/password';
import { conflict, formRefused, isUniqueViolation, notFound, usernameTaken } from '../admin-users/form';
import { missingIds } from '../admin-users/queries';
import { auditSource, recordAudit } from '../audit/record';
import { emitAlert } from '../alerts/emit';
import {
  appUser,
  appUserPage,
  appUsernameTaken,
  createAppUser,
  liftDeviceLock,
  oilMakerIdByCode,
  setAppUserProducts,
  softDeleteAppUser,
  updateAppUser,
} from './queries';

/** The form as both apps' bodies give it (company only on the oil-maker app's). */
interface AppUserForm {
  username?: string;
  type?: string;
  status?: 0 | 1;
  product_category?: number[];
  password?: string;
  retype_password?: string;
  company?: string;
}

interface AppRoutes {
  app: AppKind;
  target: AuditTargetKind;
  list: Endpoint;
  create: Endpoint;
  update: Endpoint;
  remove: Endpoint;
  reset: Endpoint;
}

const APPS: AppRoutes[] = [
  {
    app: 'oilmaker',
    target: 'oilmaker_app_user',
    list: endpoints.oilMakerAppUsers,
    create: endpoints.createOilMakerAppUser,
    update: endpoints.updateOilMakerAppUser,
    remove: endpoints.deleteOilMakerAppUser,
    reset: endpoints.resetOilMakerDeviceLock,
  },
  {
    app: 'penindakan',
    target: 'penindakan_app_user',
    list: endpoints.penindakanAppUsers,
    create: endpoints.createPenindakanAppUser,
    update: endpoints.updatePenindakanAppUser,
    remove: endpoints.deletePenindakanAppUser,
    reset: endpoints.resetPenindakanDeviceLock,
  },
];

export default async function appUserAdminRoutes(app: FastifyInstance, { config }: { config: Config }) {
  for (const a of APPS) {
    const notFoundAccount = (id: number) => notFound(`App user ${id} was not found.`);

    /** Product Type and Company that do not exist, as field errors beside the form's own; the company's id. */
    async function referenceErrors(
      tx: Parameters<typeof missingIds>[0],
      form: AppUserForm,
      productIds: number[],
    ): Promise<{ errors: FieldError[]; oilMakerId: number | null }> {
      const errors: FieldError[] = [];
      if ((await missingIds(tx, 'product_categories', productIds)).length > 0)
        errors.push({ field: 'body/product_category', message: USER_FORM_MESSAGES.unknownProductType });
      let oilMakerId: number | null = null;
      if (a.app === 'oilmaker' && form.company?.trim()) {
        oilMakerId = (await oilMakerIdByCode(tx, form.company)) ?? null;
        if (oilMakerId === null) errors.push({ field: 'body/company', message: USER_FORM_MESSAGES.unknownCompany });
      }
      return { errors, oilMakerId };
    }

    route(app, a.list as typeof endpoints.oilMakerAppUsers, async (req) => {
      const page = pageRequest(req.query, config.listMaxRows);
      const { rows, total } = await appUserPage(
        app.db,
        a.app,
        req.query.search,
        { by: req.query.by, order: req.query.order },
        page,
      );
      return { status: true, message: 'OK', data: rows, meta: pageMeta(page, total) };
    });

    route(app, a.create as typeof endpoints.createOilMakerAppUser, async (req) => {
      const form: AppUserForm = req.body;
      const productIds = distinctIds(form.product_category);
      const errors = userFormErrors(a.app, 'create', form);
      const row = await app.db
        .transaction(async (tx) => {
          const refs = await referenceErrors(tx, form, productIds);
          errors.push(...refs.errors);
          if (errors.length > 0) throw formRefused(errors);
          const username = form.username!.trim();
          if (await appUsernameTaken(tx, a.app, username)) throw usernameTaken(username);
          const id = await createAppUser(tx, {
            app: a.app,
            username,
            password: form.password!,
            type: form.type!.trim(),
            oilMakerId: refs.oilMakerId,
            status: form.status!,
            productCategoryIds: productIds,
          });
          const created = (await appUser(tx, a.app, id))!;
          await recordAudit(tx, {
            ...auditSource(req),
            action: 'user.create',
            target: { kind: a.target, id, label: username },
            before: null,
            after: created,
          });
          return created;
        })
        .catch((err: unknown) => {
          throw isUniqueViolation(err) ? usernameTaken(form.username!.trim()) : err;
        });
      return { status: true, message: `User ${row.username} has been successfully created`, data: row };
    });

    route(app, a.update as typeof endpoints.updateOilMakerAppUser, async (req) => {
      const { id, ...form }: AppUserForm & { id: number } = req.body;
      const productIds = distinctIds(form.product_category);
      const errors = userFormErrors(a.app, 'update', form);
      const passwordHash = form.password && errors.length === 0 ? await hashPassword(form.password) : undefined;
      const row = await app.db.transaction(async (tx) => {
        const before = await appUser(tx, a.app, id, true);
        if (!before) throw notFoundAccount(id);
        const refs = await referenceErrors(tx, form, productIds);
        errors.push(...refs.errors);
        if (errors.length > 0) throw formRefused(errors);
        await updateAppUser(tx, id, {
          type: form.type!.trim(),
          status: form.status!,
          oilMakerId: refs.oilMakerId,
          passwordHash,
        });
        await setAppUserProducts(tx, id, productIds);
        const after = (await appUser(tx, a.app, id))!;
        await recordAudit(tx, {
          ...auditSource(req),
          action: 'user.update',
          target: { kind: a.target, id, label: after.username },
          before,
          after: { ...after, ...(passwordHash ? { credentials_changed: true } : {}) },
        });
        return after;
      });
      return { status: true, message: `User ${row.username} has been successfully edited`, data: row };
    });

    route(app, a.remove as typeof endpoints.deleteOilMakerAppUser, async (req) => {
      const id = req.query.id;
      await app.db.transaction(async (tx) => {
        const before = await appUser(tx, a.app, id, true);
        if (!before) throw notFoundAccount(id);
        await softDeleteAppUser(tx, id);
        await recordAudit(tx, {
          ...auditSource(req),
          action: 'user.delete',
          target: { kind: a.target, id, label: before.username },
          before,
          after: null,
        });
      });
      return { status: true, message: 'User has been successfully deleted', data: null };
    });

    route(
      app,
      a.reset as typeof endpoints.resetOilMakerDeviceLock,
      async (req: RouteRequest<typeof endpoints.resetOilMakerDeviceLock>) => {
        const id = req.params.id;
        const row = await app.db.transaction(async (tx) => {
          const before = await appUser(tx, a.app, id, true);
          if (!before) throw notFoundAccount(id);
          if (before.device_lock === 'NONE') throw conflict(`User ${before.username} has no device lock to lift.`);
          await liftDeviceLock(tx, id);
          const after = (await appUser(tx, a.app, id))!;
          await recordAudit(tx, {
            ...auditSource(req),
            action: 'user.device_lock_reset',
            target: { kind: a.target, id, label: before.username },
            before,
            after,
          });
          // Alert rules (issue 15): queued with the reset, sent by the dispatcher after commit.
          await emitAlert(tx, 'device_lock.reset', [
            {
              app: a.app,
              user_id: id,
              username: before.username,
              reset_by: req.principal?.username ?? 'system',
              at: new Date().toISOString(),
            },
          ]);
          return after;
        });
        return { status: true, message: "Account's device lock has successfully been lifted!", data: row };
      },
    );
  }
}
