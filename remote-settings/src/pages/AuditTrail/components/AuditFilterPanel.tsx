// The audit trail's filters besides the dates: actor (part of a username),
// action and target kind, applied together with the Filter button (or Enter
// in the actor field).
import { useState } from 'react';
import { Button, Form, Input, Select } from 'antd';
import { AUDIT_ACTIONS, AUDIT_TARGET_KINDS } from '@qrguard/shared-api';
import { useT } from '@qrguard/shared-ui';
import { clearable } from '../../../components/clearable';
import type { AuditAction, AuditTargetKind } from '../types';
import { actionText, targetKindText } from './columns';

export interface AuditFilterChoice {
  actor: string;
  action: AuditAction | undefined;
  target: AuditTargetKind | undefined;
}

export interface AuditFilterPanelProps {
  /** The filters applied now (from the URL). */
  value: AuditFilterChoice;
  onApply(choice: AuditFilterChoice): void;
}

export function AuditFilterPanel({ value, onApply }: AuditFilterPanelProps) {
  const t = useT();
  const [draft, setDraft] = useState<AuditFilterChoice>(value);
  const apply = () => onApply({ ...draft, actor: draft.actor.trim() });
  return (
    <Form
      layout="inline"
      name="audit-filters"
      aria-label={t('auditTrail.filters')}
      onFinish={apply}
      style={{ rowGap: 8, maxWidth: '100%' }}
    >
      <Form.Item label={t('auditTrail.actor')} htmlFor="audit-actor" style={{ maxWidth: '100%' }}>
        <Input
          id="audit-actor"
          allowClear={clearable(t)}
          maxLength={100}
          placeholder={t('auditTrail.actorPlaceholder')}
          value={draft.actor}
          onChange={(event) => setDraft((current) => ({ ...current, actor: event.target.value }))}
          style={{ width: 200, maxWidth: '100%' }}
        />
      </Form.Item>
      <Form.Item label={t('auditTrail.action')} htmlFor="audit-action">
        <Select<AuditAction | ''>
          id="audit-action"
          value={draft.action ?? ''}
          onChange={(action) => setDraft((current) => ({ ...current, action: action || undefined }))}
          options={[
            { value: '', label: t('auditTrail.allActions') },
            ...AUDIT_ACTIONS.map((action) => ({ value: action, label: actionText(t, action) })),
          ]}
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item label={t('auditTrail.target')} htmlFor="audit-target">
        <Select<AuditTargetKind | ''>
          id="audit-target"
          value={draft.target ?? ''}
          onChange={(target) => setDraft((current) => ({ ...current, target: target || undefined }))}
          options={[
            { value: '', label: t('auditTrail.allTargets') },
            ...AUDIT_TARGET_KINDS.map((kind) => ({ value: kind, label: targetKindText(t, kind) })),
          ]}
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          {t('common.filter')}
        </Button>
      </Form.Item>
    </Form>
  );
}
