// The audit trail (issue 13): one append-only record of every administrative
// write (who, what, on what, before and after, when, from where), read on the
// Settings > Audit Trail page (super administrators only) and exported as CSV.
import { Type, type Static } from 'typebox';
import { dateRange, DateParam } from './dates';
import { pageQueryFields } from './envelope';
import { literals } from './literals';
import { AUDIT_ACTIONS, AUDIT_TARGET_KINDS } from './user-values';

/** Columns of the audit trail a user can sort by; the default is newest first (`at` DESC). */
export const AUDIT_SORT_KEYS = ['at', 'id', 'actor_username', 'action', 'target_kind'] as const;

/** The filters, shared by the page and the export. */
const auditFilterFields = {
  /** Part of the actor's username, any case. */
  actor: Type.Optional(Type.String({ maxLength: 100, description: "part of the actor's username, any case" })),
  action: Type.Optional(literals(AUDIT_ACTIONS)),
  target_kind: Type.Optional(literals(AUDIT_TARGET_KINDS)),
  /** The exact id of the target (a user id, a QR code). */
  target_id: Type.Optional(Type.String({ maxLength: 100, description: 'the exact id of the target' })),
  start: Type.Optional(DateParam),
  end: Type.Optional(DateParam),
};

export const AuditTrailQuery = dateRange(Type.Object({ ...pageQueryFields(AUDIT_SORT_KEYS), ...auditFilterFields }), {
  start: 'start',
  end: 'end',
});
export type AuditTrailQuery = Static<typeof AuditTrailQuery>;

/** A JSON object as recorded (before / after the change); null when there was nothing (a create's before). */
const Snapshot = Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]);

export const AuditEventRow = Type.Object({
  id: Type.Integer(),
  at: Type.String({ description: 'ISO time' }),
  actor_id: Type.Union([Type.Integer(), Type.Null()]),
  actor_username: Type.String(),
  action: Type.String({ description: 'one of AUDIT_ACTIONS' }),
  target_kind: Type.String({ description: 'one of AUDIT_TARGET_KINDS' }),
  target_id: Type.String(),
  /** A readable name of the target as it was (a username, a QR code). */
  target_label: Type.String(),
  before: Snapshot,
  after: Snapshot,
  client_address: Type.Union([Type.String(), Type.Null()]),
});
export type AuditEventRow = Static<typeof AuditEventRow>;
