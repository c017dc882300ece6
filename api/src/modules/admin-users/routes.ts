// Settings > User Management > Dashboard User (issue 13; spec reports-settings
// 2, 5, 6, 7). Reading needs USER_DASHBOARD; every write is a super
// administrator's (access 'superAdmin' in the contract, checked again here),
// since a write can hand out role 1. Rules: every failing field in one 400;
// usernames unique (409 naming the field); nobody deletes or deactivates
// themself; the last active super administrator is never removed, deactivated
// or demoted; deleting or deactivating a user ends their sessions at once.
// Each write records its audit event in its own transaction.
import { endpoints, ROLE_SUPER_ADMIN, USER_FORM_MESSAGES, type FieldError } from '@qrguard/shared-api/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { pageMeta, pageRequest } from '../../domain/paging';
import { distinctIds, userFormErrors, type UserForm } from '../../domain/user-form';
import { forbidden } from '../../http/errors';
import { route } from '../../http/route';
import { hashPassword } from '../../lib/password';
import { signedIn } from '../../plugins/auth';
import { auditSource, recordAudit } from '../audit/record';
import { createUser, type Principal } from '../users/queries';
import {
  dashboardUser,
  dashboardUserPage,
  dashboardUsernameTaken,
  lockUserAdministration,
  missingIds,
  otherActiveSuperAdmins,
  setDashboardUserLabelMaker,
  softDeleteDashboardUser,
  updateDashboardUser,
} from './queries';
import { conflict, formRefused, isUniqueViolation, notFound, usernameTaken } from './form';

/** The contract's 'superAdmin' access already refused others; kept here so the rule holds whatever runs first. */
function superAdminOnly(req: FastifyRequest): Principal {
  const me = signedIn(req);
  if (!me.superAdmin) throw forbidden('Forbidden: only a super administrator may change dashboard users');
  return me;
}

/** Role, products and label maker that do not exist, as field errors beside the form's own. */
async function referenceErrors(
  q: Parameters<typeof missingIds>[0],
  form: UserForm & { label_maker_id?: number | null | undefined },
  productIds: number[],
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const labelMakerId = form.label_maker_id;
  if (typeof labelMakerId === 'number' && (await missingIds(q, 'label_makers', [labelMakerId])).length > 0)
    errors.push({ field: 'body/label_maker_id', message: USER_FORM_MESSAGES.unknownLabelMaker });
  if (form.role !== undefined && (await missingIds(q, 'roles', [form.role])).length > 0)
    errors.push({ field: 'body/role', message: USER_FORM_MESSAGES.unknownRole });
  if ((await missingIds(q, 'product_categories', productIds)).length > 0)
    errors.push({ field: 'body/product_category', message: USER_FORM_MESSAGES.unknownProductType });
  return errors;
}

const notFoundUser = (id: number) => notFound(`Dashboard user ${id} was not found.`);

export default async function adminUserRoutes(app: FastifyInstance, { config }: { config: Config }) {
  route(app, endpoints.dashboardUsers, async (req) => {
    const page = pageRequest(req.query, config.listMaxRows);
    const { rows, total } = await dashboardUserPage(
      app.db,
      req.query.search,
      { by: req.query.by, order: req.query.order },
      page,
    );
    return { status: true, message: 'OK', data: rows, meta: pageMeta(page, total) };
  });

  route(app, endpoints.createDashboardUser, async (req) => {
    superAdminOnly(req);
    const form = req.body;
    const productIds = distinctIds(form.product_category);
    const errors = userFormErrors('dashboard', 'create', form);
    const password = form.password ?? '';
    const row = await app.db
      .transaction(async (tx) => {
        await lockUserAdministration(tx);
        errors.push(...(await referenceErrors(tx, form, productIds)));
        if (errors.length > 0) throw formRefused(errors);
        const username = form.username!.trim();
        if (await dashboardUsernameTaken(tx, username)) throw usernameTaken(username);
        const id = await createUser(tx, {
          username,
          password,
          display_name: username,
          status: form.status!,
          roleIds: [form.role!],
          productCategoryIds: productIds,
        });
        if (form.label_maker_id != null) await setDashboardUserLabelMaker(tx, id, form.label_maker_id);
        const created = (await dashboardUser(tx, id))!;
        await recordAudit(tx, {
          ...auditSource(req),
          action: 'user.create',
          target: { kind: 'dashboard_user', id, label: username },
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

  route(app, endpoints.updateDashboardUser, async (req) => {
    const me = superAdminOnly(req);
    const id = req.params.id;
    const form = req.body;
    const productIds = distinctIds(form.product_category);
    const errors = userFormErrors('dashboard', 'update', form);
    const passwordHash = form.password && errors.length === 0 ? await hashPassword(form.password) : undefined;
    const row = await app.db.transaction(async (tx) => {
      await lockUserAdministration(tx);
      const before = await dashboardUser(tx, id, true);
      if (!before) throw notFoundUser(id);
      errors.push(...(await referenceErrors(tx, form, productIds)));
      if (errors.length > 0) throw formRefused(errors);
      const status = form.status!;
      const roleId = form.role!;
      if (id === me.id && status !== 1) throw conflict('You cannot deactivate your own account.');
      const wasActiveSuperAdmin = before.super_admin === 1 && before.status === 1;
      const staysActiveSuperAdmin = roleId === ROLE_SUPER_ADMIN && status === 1;
      if (wasActiveSuperAdmin && !staysActiveSuperAdmin && (await otherActiveSuperAdmins(tx, id)) === 0) {
        throw conflict(
          'This is the last active super administrator: it cannot be deactivated or given another role. ' +
            'Make another user an active super administrator first.',
        );
      }
      await updateDashboardUser(tx, id, {
        roleId,
        status,
        productCategoryIds: productIds,
        labelMakerId: form.label_maker_id,
        passwordHash,
      });
      const after = (await dashboardUser(tx, id))!;
      await recordAudit(tx, {
        ...auditSource(req),
        action: 'user.update',
        target: { kind: 'dashboard_user', id, label: after.username },
        before,
        // Never the password: only that it changed.
        after: { ...after, ...(passwordHash ? { credentials_changed: true } : {}) },
      });
      return after;
    });
    return { status: true, message: `User ${row.username} has been successfully edited`, data: row };
  });

  route(app, endpoints.deleteDashboardUser, async (req) => {
    const me = superAdminOnly(req);
    const id = req.query.id;
    await app.db.transaction(async (tx) => {
      await lockUserAdministration(tx);
      const before = await dashboardUser(tx, id, true);
      if (!before) throw notFoundUser(id);
      if (id === me.id) throw conflict('You cannot delete your own account.');
      if (before.super_admin === 1 && before.status === 1 && (await otherActiveSuperAdmins(tx, id)) === 0) {
        throw conflict('This is the last active super administrator: it cannot be deleted.');
      }
      await softDeleteDashboardUser(tx, id);
      await recordAudit(tx, {
        ...auditSource(req),
        action: 'user.delete',
        target: { kind: 'dashboard_user', id, label: before.username },
        before,
        after: null,
      });
    });
    return { status: true, message: 'User has been successfully deleted', data: null };
  });
}
