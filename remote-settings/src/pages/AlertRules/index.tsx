// Settings - Alert Rules (issue 15; super administrators only): who is told
// about what outside the dashboard. A table of the rules with Edit, Test and
// Delete; New Rule; the webhook's shared secret shown once after it is made;
// and the recent deliveries with their outcome (sent, retrying, failed).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Flex, Space, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined, SendOutlined } from '@ant-design/icons';
import {
  DataTable,
  PageHeader,
  useDescribeError,
  useFeedback,
  useT,
  type DataTableColumn,
  type DataTableHandle,
} from '@qrguard/shared-ui';
import { deliveryColumns, ruleColumns } from './components/columns';
import { RuleFormModal } from './components/RuleFormModal';
import { SecretModal } from './components/SecretModal';
import { alertRuleService, toBody } from './service';
import type { AlertDelivery, AlertRule, AlertRuleService, RuleFormValues } from './types';

const EMAIL = /^[^\s@<>(),;:"]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/;
const MAX_RECIPIENTS = 10;

/** The target's problems in the reader's words (the API checks the same again). */
function targetProblems(values: RuleFormValues, t: ReturnType<typeof useT>): string[] {
  const target = values.target.trim();
  if (target === '') return [t('alertRules.form.targetRequired')];
  if (values.channel === 'webhook') {
    const ok = URL.canParse(target) && ['http:', 'https:'].includes(new URL(target).protocol);
    return ok ? [] : [t('alertRules.form.webhookInvalid')];
  }
  const addresses = target
    .split(/[,;]/)
    .map((a) => a.trim())
    .filter(Boolean);
  if (addresses.length > MAX_RECIPIENTS) return [t('alertRules.form.tooManyEmails', { max: MAX_RECIPIENTS })];
  return addresses.filter((a) => !EMAIL.test(a)).map((address) => t('alertRules.form.emailInvalid', { address }));
}

export interface AlertRulesProps {
  /** The page's calls; only tests pass others. */
  service?: AlertRuleService;
}

export default function AlertRules({ service = alertRuleService }: AlertRulesProps) {
  const t = useT();
  const describe = useDescribeError();
  const [feedback, feedbackHolder] = useFeedback();
  const title = t('alertRules.title');
  const deliveriesTable = useRef<DataTableHandle>(null);

  const [rules, setRules] = useState<AlertRule[] | undefined>();
  const [loadFailed, setLoadFailed] = useState(false);
  const loadRules = useCallback(() => {
    service.listRules().then(
      (rows) => {
        setRules(rows);
        setLoadFailed(false);
      },
      (error: unknown) => {
        console.error('Could not load the alert rules', error);
        setLoadFailed(true);
      },
    );
  }, [service]);
  useEffect(loadRules, [loadRules]);
  const reloadDeliveries = () => deliveriesTable.current?.reload();

  const [form, setForm] = useState<{ open: boolean; rule: AlertRule | undefined; serial: number }>({
    open: false,
    rule: undefined,
    serial: 0,
  });
  const openForm = (rule: AlertRule | undefined) => setForm((f) => ({ open: true, rule, serial: f.serial + 1 }));
  const closeForm = () => setForm((f) => ({ ...f, open: false }));
  const [saving, setSaving] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [testing, setTesting] = useState<number | null>(null);

  const submit = async (values: RuleFormValues) => {
    const missing = [
      values.name.trim() === '' ? t('alertRules.form.nameRequired') : null,
      ...targetProblems(values, t),
    ].filter((line): line is string => line !== null);
    if (missing.length > 0) {
      await feedback.error(missing);
      return;
    }
    const rule = form.rule;
    setSaving(true);
    try {
      const saved = rule ? await service.updateRule(rule.id, toBody(values)) : await service.createRule(toBody(values));
      closeForm();
      loadRules();
      if (saved.secret) setSecret(saved.secret);
      else await feedback.success(t(rule ? 'alertRules.updated' : 'alertRules.created'));
    } catch (error) {
      await feedback.error(describe(error));
    } finally {
      setSaving(false);
    }
  };

  const remove = async (rule: AlertRule) => {
    const confirmed = await feedback.confirm({
      title: t('alertRules.confirmTitle'),
      content: t('alertRules.deleteText', { name: rule.name }),
      okText: t('alertRules.delete'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await service.deleteRule(rule.id);
      loadRules();
      reloadDeliveries();
      await feedback.success(t('alertRules.deleted'));
    } catch (error) {
      await feedback.error(describe(error));
    }
  };

  const sendTest = async (rule: AlertRule) => {
    setTesting(rule.id);
    try {
      const outcome = await service.testRule(rule.id);
      reloadDeliveries();
      if (outcome.ok) {
        await feedback.success(
          t('alertRules.testOk', {
            detail: outcome.response_code === null ? '' : t('alertRules.responseCode', { code: outcome.response_code }),
            ms: outcome.duration_ms,
          }),
        );
      } else {
        await feedback.error([
          t('alertRules.testFailed'),
          ...(outcome.response_code === null ? [] : [t('alertRules.responseCode', { code: outcome.response_code })]),
          ...(outcome.error ? [outcome.error] : []),
        ]);
      }
    } catch (error) {
      await feedback.error(describe(error));
    } finally {
      setTesting(null);
    }
  };

  const columns = useMemo<DataTableColumn<AlertRule>[]>(
    () => [
      ...ruleColumns(t),
      {
        key: 'id',
        title: t('alertRules.column.action'),
        noExport: true,
        render: (_value, rule) => (
          <Space size={4} wrap>
            <Button
              size="small"
              icon={<EditOutlined aria-hidden />}
              aria-label={t('alertRules.editRule', { name: rule.name })}
              onClick={() => openForm(rule)}
            >
              {t('alertRules.edit')}
            </Button>
            <Button
              size="small"
              icon={<SendOutlined aria-hidden />}
              loading={testing === rule.id}
              aria-label={t('alertRules.testRule', { name: rule.name })}
              onClick={() => void sendTest(rule)}
            >
              {t('alertRules.test')}
            </Button>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('alertRules.deleteRule', { name: rule.name })}
              onClick={() => void remove(rule)}
            >
              {t('alertRules.delete')}
            </Button>
          </Space>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the handlers read the latest state when clicked
    [t, testing, service],
  );
  const deliveryCols = useMemo(() => deliveryColumns(t), [t]);

  const editing: RuleFormValues | undefined = form.rule
    ? {
        name: form.rule.name,
        event: form.rule.event,
        channel: form.rule.channel,
        target: form.rule.target,
        enabled: form.rule.enabled,
        rotate_secret: false,
      }
    : undefined;

  return (
    <section aria-label={title}>
      <PageHeader title={title} />
      <Flex vertical gap={16}>
        <Card>
          <Flex vertical gap={16}>
            <Typography.Paragraph style={{ margin: 0 }}>{t('alertRules.intro')}</Typography.Paragraph>
            {loadFailed ? <Alert type="error" showIcon title={t('alertRules.loadFailed')} /> : null}
            <Flex justify="flex-end">
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => openForm(undefined)}>
                {t('alertRules.newRule')}
              </Button>
            </Flex>
            <DataTable<AlertRule>
              aria-label={t('alertRules.rulesTable')}
              columns={columns}
              rowKey="id"
              dataSource={rules ?? []}
              disableUrlState
            />
          </Flex>
        </Card>
        <Card>
          <Flex vertical gap={16}>
            <Flex justify="space-between" align="center" wrap gap={8}>
              <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
                {t('alertRules.deliveries')}
              </Typography.Title>
              <Button icon={<ReloadOutlined aria-hidden />} onClick={reloadDeliveries}>
                {t('alertRules.refresh')}
              </Button>
            </Flex>
            <DataTable<AlertDelivery, undefined>
              ref={deliveriesTable}
              aria-label={t('alertRules.deliveriesTable')}
              columns={deliveryCols}
              rowKey="id"
              urlKey="deliveries"
              fetchPage={(request) => service.deliveries({ page: request.page, limit: request.limit })}
            />
          </Flex>
        </Card>
      </Flex>
      <RuleFormModal
        key={form.serial}
        open={form.open}
        editing={editing}
        saving={saving}
        onSubmit={(values) => void submit(values)}
        onCancel={closeForm}
      />
      <SecretModal secret={secret} onClose={() => setSecret(null)} />
      {feedbackHolder}
    </section>
  );
}
