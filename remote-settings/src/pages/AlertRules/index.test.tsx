import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@qrguard/shared-api';
import { choose, dialogWith, renderAt } from '../../userManagement/testing';
import AlertRules from './index';
import type { AlertDelivery, AlertRule, AlertRuleService, AlertTestOutcome } from './types';

function rule(id: number, overrides: Partial<AlertRule> = {}): AlertRule {
  return {
    id,
    name: `Rule ${id}`,
    event: 'report.new',
    channel: 'email',
    target: 'ops@example.com',
    enabled: true,
    secret_hint: null,
    created_by: 'admin',
    created_at: '2026-03-01T00:00:00Z',
    updated_by: 'admin',
    updated_at: '2026-03-01T00:00:00Z',
    ...overrides,
  };
}

const DELIVERY: AlertDelivery = {
  id: 11,
  rule_id: 2,
  rule_name: 'Ops hook',
  event: 'report.new',
  channel: 'webhook',
  status: 'failed',
  attempts: 5,
  is_test: false,
  response_code: 500,
  last_error: 'The receiver answered HTTP 500.',
  created_at: '2026-03-18T03:00:00Z',
  next_attempt_at: null,
  delivered_at: null,
};

function stub(rules: AlertRule[]): jest.Mocked<AlertRuleService> {
  return {
    listRules: jest.fn(async () => rules),
    createRule: jest.fn(async (body) => ({
      rule: rule(9, { ...body, secret_hint: body.channel === 'webhook' ? '…cdef' : null }),
      secret: body.channel === 'webhook' ? 'whsec_0123456789abcdef' : null,
    })),
    updateRule: jest.fn(async (id, body) => ({ rule: rule(id, body), secret: null })),
    deleteRule: jest.fn(async (_id: number): Promise<unknown> => 'deleted'),
    testRule: jest.fn(async (_id: number): Promise<AlertTestOutcome> => ({
      ok: true,
      response_code: 200,
      error: null,
      duration_ms: 42,
      delivery_id: 12,
    })),
    deliveries: jest.fn(async ({ limit = 15 }) => ({
      data: [DELIVERY],
      meta: { current_page: 1, last_page: 1, per_page: limit, total: 1 },
    })),
  };
}

const rulesTable = () => screen.getAllByRole('table', { name: 'Alert rules' });
async function ruleRow(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const row = Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')).find((r) =>
      within(r).queryByText(name, { exact: true }),
    );
    if (!row) throw new Error(`no row ${name}`);
    return row;
  });
}
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('Alert Rules page', () => {
  it('lists the rules with their event and channel, and the deliveries with their outcome', async () => {
    const service = stub([
      rule(1),
      rule(2, { name: 'Ops hook', channel: 'webhook', target: 'https://h.example/x', secret_hint: '…ab12' }),
    ]);
    renderAt(<AlertRules service={service} />);
    const hook = await ruleRow('Ops hook');
    expect(within(hook).getByText('Webhook')).toBeInTheDocument();
    expect(within(hook).getByText('Customer report')).toBeInTheDocument();
    expect(within(hook).getByText('…ab12')).toBeInTheDocument();
    expect(within(await ruleRow('Rule 1')).getByText('E-mail')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('The receiver answered HTTP 500.')).toBeInTheDocument());
    expect(screen.getByText('Failed')).toHaveClass('ant-tag-red');
    expect(service.deliveries).toHaveBeenCalledWith({ page: 1, limit: 15 });
    expect(rulesTable().length).toBeGreaterThan(0);
  });

  it('creates a webhook rule and shows its secret once', async () => {
    const service = stub([]);
    renderAt(<AlertRules service={service} />);
    fireEvent.click(await screen.findByRole('button', { name: 'New Rule' }));
    await dialogWith('New Alert Rule');
    fireEvent.change(field('Name'), { target: { value: '  Ops hook ' } });
    await choose('Event', 'QR code blocked');
    await choose('Channel', 'Webhook');
    fireEvent.change(await waitFor(() => field('Webhook URL')), { target: { value: 'https://hooks.example.com/q' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(service.createRule).toHaveBeenCalledWith({
        name: 'Ops hook',
        event: 'qrcode.blocked',
        channel: 'webhook',
        target: 'https://hooks.example.com/q',
        enabled: true,
      }),
    );
    const secret = await dialogWith('Webhook shared secret');
    expect(within(secret).getByText('whsec_0123456789abcdef')).toBeInTheDocument();
    expect(secret).toHaveTextContent('it is not shown again');
    expect(service.listRules).toHaveBeenCalledTimes(2);
  });

  it('says what is missing or wrong before sending, and shows an API refusal', async () => {
    const service = stub([]);
    service.createRule.mockRejectedValueOnce(new ApiError(409, 'Alert rule could not be saved right now.'));
    renderAt(<AlertRules service={service} />);
    fireEvent.click(await screen.findByRole('button', { name: 'New Rule' }));
    await dialogWith('New Alert Rule');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    const missing = await dialogWith('Name is a required field!');
    expect(missing).toHaveTextContent('Target is a required field!');
    fireEvent.click(within(missing).getByRole('button', { name: 'OK' }));

    fireEvent.change(field('Name'), { target: { value: 'x' } });
    fireEvent.change(field('E-mail addresses'), { target: { value: 'ops@example.com, nobody' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    const wrong = await dialogWith('nobody is not an e-mail address.');
    fireEvent.click(within(wrong).getByRole('button', { name: 'OK' }));
    expect(service.createRule).not.toHaveBeenCalled();

    fireEvent.change(field('E-mail addresses'), { target: { value: 'ops@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await dialogWith('could not be saved');
    expect(service.createRule).toHaveBeenCalledTimes(1);
  });

  it('Test sends one now and shows the outcome; Delete asks first', async () => {
    const service = stub([rule(3, { name: 'Mail ops' })]);
    service.testRule.mockResolvedValueOnce({
      ok: false,
      response_code: null,
      error: 'E-mail not sent: connect ECONNREFUSED',
      duration_ms: 3,
      delivery_id: 13,
    });
    renderAt(<AlertRules service={service} />);
    const row = await ruleRow('Mail ops');
    fireEvent.click(within(row).getByRole('button', { name: 'Send a test alert of rule Mail ops' }));
    const failed = await dialogWith('The test alert was not delivered.');
    expect(failed).toHaveTextContent('ECONNREFUSED');
    expect(service.testRule).toHaveBeenCalledWith(3);
    fireEvent.click(within(failed).getByRole('button', { name: 'OK' }));
    const again = within(row).getByRole('button', { name: 'Send a test alert of rule Mail ops' });
    await waitFor(() => expect(again).not.toHaveClass('ant-btn-loading'));
    fireEvent.click(again);
    await dialogWith('The test alert was delivered (response 200) in 42 ms.');

    fireEvent.click(within(row).getByRole('button', { name: 'Delete rule Mail ops' }));
    const confirm = await dialogWith('The rule Mail ops will be deleted');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(service.deleteRule).toHaveBeenCalledWith(3));
  });

  it('edits a rule with its values filled in', async () => {
    const service = stub([rule(4, { name: 'Locks', event: 'device_lock.reset', target: 'a@b.id' })]);
    renderAt(<AlertRules service={service} />);
    fireEvent.click(within(await ruleRow('Locks')).getByRole('button', { name: 'Edit rule Locks' }));
    await dialogWith('Edit Alert Rule');
    expect(field('Name')).toHaveValue('Locks');
    fireEvent.click(screen.getByRole('switch', { name: 'Enabled' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(service.updateRule).toHaveBeenCalledWith(4, {
        name: 'Locks',
        event: 'device_lock.reset',
        channel: 'email',
        target: 'a@b.id',
        enabled: false,
      }),
    );
    await dialogWith('Alert rule has been updated.');
  });
});
