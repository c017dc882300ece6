// The one way an administrative write is recorded (issue 13; ARCHITECTURE.md
// "Audit"): a row of the append-only audit_event table, inserted with the
// transaction of the change, so the change and its record commit or roll back
// together (a refused or failed write leaves no row). Every administrative
// write calls recordAudit; there is no second mechanism.
import type { AuditAction, AuditTargetKind } from '@qrguard/shared-api/contract';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db';

export interface AuditActor {
  /** The dashboard user's id; null for the system. */
  id: number | null;
  username: string;
}

export interface AuditTarget {
  kind: AuditTargetKind;
  id: string | number;
  /** A readable name as it was (a username, a QR code). */
  label?: string;
}

export interface AuditEntry {
  actor: AuditActor;
  action: AuditAction;
  target: AuditTarget;
  /** The target before the change (null for a create). Secrets are dropped (redactSecrets). */
  before?: Record<string, unknown> | null;
  /** The target after the change (null for a delete). */
  after?: Record<string, unknown> | null;
  /** The client's address (req.ip, which honours TRUST_PROXY). */
  address?: string | null;
}

/** Keys whose values never reach the trail: password hashes, tokens, keys, device ids. */
const SECRET_KEY = /(^|_)(pass|password|hash|token|secret|key|device_uuid)(_|$)/i;

/**
 * A copy of `value` without secret-looking keys, at any depth. A snapshot
 * that needs to say a password changed says so with a boolean whose key
 * does not look secret (e.g. `credentials_changed: true`).
 */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value instanceof Date) return value.toISOString();
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) if (!SECRET_KEY.test(key)) out[key] = redactSecrets(child);
  return out;
}

const snapshot = (value: Record<string, unknown> | null | undefined): string | null =>
  value === null || value === undefined ? null : JSON.stringify(redactSecrets(value));

/** Records one administrative write. Call it with the transaction that makes the change. */
export async function recordAudit(tx: Queryable, e: AuditEntry): Promise<void> {
  await tx.query(
    `insert into audit_event (actor_id, actor_username, action, target_kind, target_id, target_label, before, after,
                              client_address)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9)`,
    [
      e.actor.id,
      e.actor.username,
      e.action,
      e.target.kind,
      String(e.target.id),
      e.target.label ?? '',
      snapshot(e.before),
      snapshot(e.after),
      e.address ?? null,
    ],
  );
}

/** The actor and address of a signed-in dashboard request, as recordAudit takes them. */
export function auditSource(req: FastifyRequest): { actor: AuditActor; address: string } {
  const principal = req.principal;
  return {
    actor: principal ? { id: principal.id, username: principal.username } : { id: null, username: 'system' },
    address: req.ip,
  };
}
