// Settings > Alert Rules (issue 15): the rules, their recent deliveries, and a
// Test that sends one now. Every write of a rule is audited in its transaction.
import { ALERT_MAX_RECIPIENTS, endpoints, type AlertEvent } from '@qrguard/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { badRequest, HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { auditSource, recordAudit } from '../audit/record';
import { messageOf, recordAttempt } from './dispatcher';
import {
  deleteRule,
  deliveriesPage,
  insertRule,
  listRules,
  newSecret,
  publicRule,
  ruleById,
  updateRule,
  type RuleInput,
} from './queries';
import { sendAlert, targetProblem } from './send';

const notFound = (id: number) => new HttpError(404, `Alert rule ${id} was not found.`);

/** The input as stored: trimmed, checked against its channel (a 400 naming the field). */
function cleanInput(body: RuleInput): RuleInput {
  const name = body.name.trim();
  const target = body.target.trim();
  const problems: { field: string; message: string }[] = [];
  if (name === '') problems.push({ field: 'body/name', message: 'Name is a required field!' });
  const problem = targetProblem(body.channel, target, ALERT_MAX_RECIPIENTS);
  if (problem !== null) problems.push({ field: 'body/target', message: problem });
  if (problems.length > 0) throw badRequest(problems.map((p) => p.message).join(' '), problems);
  return { name, event: body.event, channel: body.channel, target, enabled: body.enabled };
}

/** What a Test sends: an example of the rule's event, marked as a test. */
const SAMPLE: Record<AlertEvent, Record<string, unknown>> = {
  'suspect.new': { qrcode: 'TEST-QRCODE', reason: 'Scan lebih dari 5 kali', scan_count: 6 },
  'report.new': { qrcode: 'TEST-QRCODE', reason: 'Test report', description: 'A test alert' },
  'work_order.completed': { code: 'TEST-WORK-ORDER' },
  'qrcode.blocked': { qrcode: 'TEST-QRCODE', reason: 'Other', note: 'A test alert' },
  'device_lock.reset': { username: 'test-user' },
};

export default async function alertRoutes(app: FastifyInstance, { config }: { config: Config }) {
  route(app, endpoints.alertRules, async () => {
    const rows = await listRules(app.db);
    return { status: true, message: 'OK', data: rows.map(publicRule) };
  });

  route(app, endpoints.createAlertRule, async (req) => {
    const input = cleanInput(req.body);
    const { actor, address } = auditSource(req);
    const secret = input.channel === 'webhook' ? newSecret() : null;
    const row = await app.db.transaction(async (tx) => {
      const created = await insertRule(tx, input, secret, actor.username);
      await recordAudit(tx, {
        actor,
        address,
        action: 'alert_rule.create',
        target: { kind: 'alert_rule', id: created.id, label: created.name },
        before: null,
        after: publicRule(created),
      });
      return created;
    });
    return { status: true, message: 'Alert rule has been created.', data: { rule: publicRule(row), secret } };
  });

  route(app, endpoints.updateAlertRule, async (req) => {
    const id = req.params.id;
    const input = cleanInput(req.body);
    const { actor, address } = auditSource(req);
    const result = await app.db.transaction(async (tx) => {
      const before = await ruleById(tx, id, true);
      if (!before) throw notFound(id);
      // A webhook keeps its secret unless asked to rotate it; becoming a webhook makes one; e-mail has none.
      const fresh =
        input.channel === 'webhook' && (before.secret === null || req.body.rotate_secret === true) ? newSecret() : null;
      const secret = input.channel === 'webhook' ? (fresh ?? before.secret) : null;
      const after = await updateRule(tx, id, input, secret, actor.username);
      await recordAudit(tx, {
        actor,
        address,
        action: 'alert_rule.update',
        target: { kind: 'alert_rule', id, label: after.name },
        before: publicRule(before),
        after: { ...publicRule(after), secret_rotated: fresh !== null },
      });
      return { rule: publicRule(after), secret: fresh };
    });
    return { status: true, message: 'Alert rule has been updated.', data: result };
  });

  route(app, endpoints.deleteAlertRule, async (req) => {
    const id = req.params.id;
    const { actor, address } = auditSource(req);
    await app.db.transaction(async (tx) => {
      const before = await ruleById(tx, id, true);
      if (!before) throw notFound(id);
      await deleteRule(tx, id);
      await recordAudit(tx, {
        actor,
        address,
        action: 'alert_rule.delete',
        target: { kind: 'alert_rule', id, label: before.name },
        before: publicRule(before),
        after: null,
      });
    });
    return { status: true, message: 'Alert rule has been deleted.', data: null };
  });

  route(app, endpoints.testAlertRule, async (req) => {
    const rule = await ruleById(app.db, req.params.id);
    if (!rule) throw notFound(req.params.id);
    const data = { ...SAMPLE[rule.event], at: new Date().toISOString(), requested_by: req.principal?.username ?? '' };
    // Recorded as a delivery that the dispatcher never claims (not pending), sent by this request once.
    const [row] = await app.db.query<{ id: number | string }>(
      `insert into alert_outbox (rule_id, rule_name, event, payload, status, attempts, is_test)
       values ($1, $2, $3, $4::jsonb, 'failed', 1, true) returning id`,
      [rule.id, rule.name, rule.event, JSON.stringify({ event: rule.event, data })],
    );
    const id = Number(row!.id);
    const outcome = await sendAlert(
      { channel: rule.channel, target: rule.target, secret: rule.secret },
      messageOf({ id, event: rule.event, rule_id: rule.id, rule_name: rule.name, payload: { data } }, true),
      config.alerts,
    );
    await recordAttempt(app.db, { id, attempt: 1 }, outcome, { status: outcome.ok ? 'sent' : 'failed' });
    return {
      status: true,
      message: outcome.ok ? 'The test alert was delivered.' : `The test alert was not delivered: ${outcome.error}`,
      data: {
        ok: outcome.ok,
        response_code: outcome.responseCode,
        error: outcome.error,
        duration_ms: outcome.durationMs,
        delivery_id: id,
      },
    };
  });

  route(app, endpoints.alertDeliveries, async (req) => {
    const { rows, total, page, limit } = await deliveriesPage(app.db, req.query);
    return {
      status: true,
      message: 'OK',
      data: rows,
      meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / limit)), per_page: limit, total },
    };
  });
}
