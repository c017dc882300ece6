// The Create/Edit modal of an alert rule: name, event, channel, target (e-mail
// addresses or a webhook URL), enabled and, for a webhook being edited, a new
// shared secret on request. The page checks the fields and the API checks them
// again (a 400 naming the field).
import { Form, Input, Modal, Select, Switch, Typography } from 'antd';
import { useT } from '@qrguard/shared-ui';
import { CHANNELS, EVENTS, type RuleFormValues } from '../types';
import { channelText, eventText } from './text';

export const EMPTY_RULE: RuleFormValues = {
  name: '',
  event: 'report.new',
  channel: 'email',
  target: '',
  enabled: true,
  rotate_secret: false,
};

export interface RuleFormModalProps {
  open: boolean;
  /** The values of the rule being edited; undefined for New Rule. */
  editing: RuleFormValues | undefined;
  saving: boolean;
  onSubmit(values: RuleFormValues): void;
  onCancel(): void;
}

export function RuleFormModal({ open, editing, saving, onSubmit, onCancel }: RuleFormModalProps) {
  const t = useT();
  const [form] = Form.useForm<RuleFormValues>();
  const channel = Form.useWatch('channel', form) ?? editing?.channel ?? EMPTY_RULE.channel;
  const isNew = editing === undefined;
  const submit = () => onSubmit({ ...EMPTY_RULE, ...form.getFieldsValue(true) });

  return (
    <Modal
      open={open}
      title={t(isNew ? 'alertRules.form.newTitle' : 'alertRules.form.editTitle')}
      okText={t(isNew ? 'alertRules.form.create' : 'alertRules.form.save')}
      cancelText={t('alertRules.form.cancel')}
      onOk={submit}
      onCancel={onCancel}
      confirmLoading={saving}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form<RuleFormValues>
        form={form}
        layout="vertical"
        name="alert-rule-form"
        initialValues={editing ?? EMPTY_RULE}
        onFinish={submit}
        autoComplete="off"
      >
        <Typography.Paragraph type="secondary">{t('alertRules.form.required')}</Typography.Paragraph>
        <Form.Item name="name" label={t('alertRules.form.name')} required>
          <Input maxLength={100} aria-required />
        </Form.Item>
        <Form.Item name="event" label={t('alertRules.form.event')} required>
          <Select aria-required options={EVENTS.map((event) => ({ value: event, label: eventText(t, event) }))} />
        </Form.Item>
        <Form.Item name="channel" label={t('alertRules.form.channel')} required>
          <Select aria-required options={CHANNELS.map((value) => ({ value, label: channelText(t, value) }))} />
        </Form.Item>
        <Form.Item
          name="target"
          label={t(channel === 'webhook' ? 'alertRules.form.targetWebhook' : 'alertRules.form.targetEmail')}
          extra={t(channel === 'webhook' ? 'alertRules.form.targetWebhookHint' : 'alertRules.form.targetEmailHint')}
          required
        >
          <Input
            maxLength={2000}
            aria-required
            inputMode={channel === 'webhook' ? 'url' : 'email'}
            placeholder={channel === 'webhook' ? 'https://hooks.example.com/qrguard' : 'ops@example.com'}
          />
        </Form.Item>
        <Form.Item name="enabled" label={t('alertRules.form.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {channel === 'webhook' && !isNew && editing?.channel === 'webhook' ? (
          <Form.Item name="rotate_secret" label={t('alertRules.form.rotate')} valuePropName="checked">
            <Switch />
          </Form.Item>
        ) : null}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
