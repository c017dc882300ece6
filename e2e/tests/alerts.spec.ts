// Alert rules (issue 15): an administrator makes a webhook rule and an e-mail
// rule on Settings > Alert Rules, pointing at peers this test starts (an HTTP
// receiver and an SMTP server on the port the stack's SMTP_PORT names); the
// Test button delivers at once; a customer's report reaches both peers, the
// webhook signed with the secret the page showed once.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { dialog, openFromSidebar, signIn } from '../support/app';
import { expectNoSeriousViolations } from '../support/axe';
import { API_URL, E2E_PORTS } from '../support/stack';
import { expectAccessibleWhenSettled, pick, unflaggedActivatedCode } from '../support/widgets';

interface Hook {
  headers: IncomingMessage['headers'];
  body: string;
}
const hooks: Hook[] = [];
const mails: { to: string[]; raw: string }[] = [];
let receiver: Server;
let hookUrl: string;
let smtp: TcpServer;

/**
 * A small SMTP server (RFC 5321's plain dialogue: EHLO, MAIL, RCPT, DATA, QUIT)
 * that keeps what it receives. The API test suite uses the smtp-server package;
 * this one spares the e2e package a dependency for one test.
 */
function smtpServer(onMail: (mail: { to: string[]; raw: string }) => void): TcpServer {
  return createTcpServer((socket) => {
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 e2e SMTP ready');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          onMail({ to, raw: buffer.slice(0, end) });
          buffer = buffer.slice(end + 5);
          inData = false;
          to = [];
          reply('250 OK: queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-e2e\r\n250 8BITMIME');
        else if (verb === 'HELO' || verb === 'MAIL' || verb === 'RSET' || verb === 'NOOP') reply('250 OK');
        else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
          return;
        } else reply('502 Command not implemented');
      }
    });
    socket.on('error', () => undefined);
  });
}

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      hooks.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/qrguard`;
  smtp = smtpServer((mail) => mails.push(mail));
  await new Promise<void>((resolve) => smtp.listen(E2E_PORTS.smtp, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  await new Promise((resolve) => smtp.close(resolve));
});

const main = (page: Page) => page.getByRole('main');

function validSignature(hook: Hook, secret: string): boolean {
  const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(hook.headers['x-qrguard-signature'] ?? ''));
  if (!m) return false;
  return createHmac('sha256', secret).update(`${m[1]}.${hook.body}`).digest('hex') === m[2];
}

async function createRule(
  page: Page,
  rule: { name: string; event: string; channel: 'E-mail' | 'Webhook'; target: string },
): Promise<void> {
  await main(page).getByRole('button', { name: 'New Rule' }).click();
  const form = page.getByRole('dialog', { name: 'New Alert Rule' });
  await expect(form).toBeVisible();
  await form.getByLabel('Name').fill(rule.name);
  await pick(page, form.getByRole('combobox', { name: /Event/ }), rule.event);
  await pick(page, form.getByRole('combobox', { name: /Channel/ }), rule.channel);
  await form.getByLabel(rule.channel === 'Webhook' ? 'Webhook URL' : 'E-mail addresses').fill(rule.target);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form).toBeHidden();
}

test('an admin makes a webhook and an e-mail rule; a customer report reaches both', async ({ page }) => {
  await signIn(page);
  await openFromSidebar(page, 'Settings', 'Alert Rules');
  await expect(page).toHaveURL(/\/dashboard\/settings\/alert-rules$/);
  await expect(main(page).getByRole('button', { name: 'New Rule' })).toBeVisible();
  await expectNoSeriousViolations(page, 'Alert Rules');

  await createRule(page, { name: 'Brand hook', event: 'Customer report', channel: 'Webhook', target: hookUrl });
  // The secret is shown once: the receiver verifies signatures with it.
  const secretDialog = dialog(page, 'Webhook shared secret');
  await expect(secretDialog).toBeVisible();
  const secret = (await secretDialog.getByTestId('alert-secret').textContent())!.trim();
  expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
  await expectAccessibleWhenSettled(page, 'the secret dialog');
  await secretDialog.getByRole('button', { name: 'Done' }).click();
  await expect(secretDialog).toBeHidden();

  await createRule(page, {
    name: 'Brand mail',
    event: 'Customer report',
    channel: 'E-mail',
    target: 'brand@example.com',
  });
  await dialog(page, 'Alert rule has been created.').getByRole('button', { name: 'OK' }).click();
  const rules = main(page).getByRole('table', { name: 'Alert rules' }).last();
  await expect(rules.getByRole('row').filter({ hasText: 'Brand hook' })).toContainText(secret.slice(-4));
  await expect(rules).not.toContainText(secret);

  // Test: sent now, the outcome in a dialog, the delivery in the table.
  await rules.getByRole('button', { name: 'Send a test alert of rule Brand hook' }).click();
  await expect(dialog(page, /The test alert was delivered \(response 200\)/)).toBeVisible();
  await dialog(page, /The test alert was delivered/)
    .getByRole('button', { name: 'OK' })
    .click();
  expect(hooks).toHaveLength(1);
  expect(JSON.parse(hooks[0]!.body)).toMatchObject({ event: 'report.new', test: true });
  expect(validSignature(hooks[0]!, secret)).toBe(true);

  // A customer reports a bottle on the public page's API: the scan answers at once, the alerts follow.
  const qrcode = await unflaggedActivatedCode(page, 3);
  const reported = await page.request.post(`${API_URL}/api/scan/report`, {
    multipart: { url: `https://qrguard.id/q/${qrcode}`, reason: 'Segel terbuka', description: 'Tutup longgar' },
  });
  expect(reported.status()).toBe(200);

  await expect.poll(() => hooks.filter((h) => JSON.parse(h.body).test === false).length).toBe(1);
  const real = hooks.find((h) => JSON.parse(h.body).test === false)!;
  expect(validSignature(real, secret)).toBe(true);
  expect(JSON.parse(real.body)).toMatchObject({
    event: 'report.new',
    rule: { name: 'Brand hook' },
    data: { qrcode, reason: 'Segel terbuka', description: 'Tutup longgar' },
  });
  await expect.poll(() => mails.length).toBe(1);
  expect(mails[0]!.to).toEqual(['brand@example.com']);
  expect(mails[0]!.raw).toMatch(new RegExp(`^Subject: \\[QR Guard\\] New customer report: ${qrcode}`, 'm'));
  expect(mails[0]!.raw).toContain('description: Tutup longgar');

  // The deliveries table shows them sent.
  const deliveries = main(page).getByRole('table', { name: 'Recent alert deliveries' }).last();
  await expect(async () => {
    await main(page).getByRole('button', { name: 'Refresh' }).click();
    await expect(deliveries.getByRole('row').filter({ hasText: 'Brand mail' }).first()).toContainText('Sent', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 15_000 });
  await expectNoSeriousViolations(page, 'Alert Rules with deliveries');

  // Usable on a phone: the buttons are reachable at 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  const newRule = main(page).getByRole('button', { name: 'New Rule' });
  await newRule.scrollIntoViewIfNeeded();
  await expect(newRule).toBeInViewport();
  // The tables scroll inside their cards; the page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  await rules.getByRole('button', { name: 'Edit rule Brand mail' }).scrollIntoViewIfNeeded();
  await rules.getByRole('button', { name: 'Edit rule Brand mail' }).click();
  await expect(dialog(page, 'Edit Alert Rule')).toBeVisible();
  await expectAccessibleWhenSettled(page, 'Edit Alert Rule at 390 px');
});
