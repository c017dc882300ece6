// Sending one alert (issue 15): a signed webhook POST or an e-mail over SMTP.
// Every attempt answers an outcome (ok, response code, error, duration) and
// never throws: the dispatcher records it and decides about a retry.
import { createHmac } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { AlertConfig } from '../../config';

export interface AlertMessage {
  /** The outbox row's id: the receiver's idempotency key (the same id on every retry). */
  id: number;
  event: string;
  rule: { id: number | null; name: string };
  data: Record<string, unknown>;
  test: boolean;
}

export interface SendTarget {
  channel: 'email' | 'webhook';
  target: string;
  secret: string | null;
}

export interface AttemptOutcome {
  ok: boolean;
  responseCode: number | null;
  error: string | null;
  durationMs: number;
}

export const SIGNATURE_HEADER = 'X-QRGuard-Signature';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: the receiver recomputes it with the shared secret. */
export function signature(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/** The e-mail addresses of a target ("a@x.id, b@y.id"), trimmed, without empties. */
export const emailAddresses = (target: string) =>
  target
    .split(/[,;]/)
    .map((a) => a.trim())
    .filter(Boolean);

const EMAIL = /^[^\s@<>(),;:"]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/;

/** Why a target is refused for the channel, in words for people; null when it is fine. */
export function targetProblem(channel: 'email' | 'webhook', target: string, maxRecipients: number): string | null {
  if (channel === 'webhook') {
    let url: URL;
    try {
      url = new URL(target.trim());
    } catch {
      return 'The webhook URL is not a valid URL (for example https://hooks.example.com/qrguard).';
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return 'The webhook URL must start with http:// or https://.';
    if (url.username || url.password) return 'The webhook URL must not hold a user name or password.';
    return null;
  }
  const addresses = emailAddresses(target);
  if (addresses.length === 0) return 'Enter at least one e-mail address.';
  if (addresses.length > maxRecipients) return `Enter at most ${maxRecipients} e-mail addresses.`;
  const bad = addresses.find((a) => a.length > 254 || !EMAIL.test(a));
  return bad === undefined ? null : `"${bad.slice(0, 80)}" is not an e-mail address.`;
}

/** What the alerts are called in an e-mail's subject. */
const EVENT_TITLE: Record<string, string> = {
  'suspect.new': 'New suspicious QR code',
  'report.new': 'New customer report',
  'work_order.completed': 'Work order completed',
  'qrcode.blocked': 'QR code blocked',
  'device_lock.reset': 'Device lock reset',
};

/** The JSON a webhook receives. */
export function webhookBody(m: AlertMessage): string {
  return JSON.stringify({ id: m.id, event: m.event, test: m.test, rule: m.rule, data: m.data });
}

export function emailContent(m: AlertMessage): { subject: string; text: string } {
  const title = EVENT_TITLE[m.event] ?? m.event;
  const about = m.data.qrcode ?? m.data.username ?? m.data.code ?? '';
  const subject = `[QR Guard]${m.test ? ' Test:' : ''} ${title}${about === '' ? '' : `: ${String(about)}`}`;
  const lines = Object.entries(m.data).map(([k, v]) => `${k}: ${v === null ? '-' : String(v)}`);
  const text = [
    m.test ? 'This is a test alert sent from Settings > Alert Rules.' : `${title}.`,
    '',
    ...lines,
    '',
    `Rule: ${m.rule.name}`,
    `Event: ${m.event}`,
    `Alert id: ${m.id}`,
  ].join('\n');
  return { subject, text };
}

const short = (text: string) => text.replace(/\s+/g, ' ').slice(0, 500);

async function postWebhook(
  to: SendTarget,
  m: AlertMessage,
  timeoutMs: number,
): Promise<Omit<AttemptOutcome, 'durationMs'>> {
  let url: URL;
  try {
    url = new URL(to.target);
  } catch {
    return { ok: false, responseCode: null, error: 'The webhook URL is not valid.' };
  }
  // Checked again here, not only when the rule was saved.
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, responseCode: null, error: 'The webhook URL must start with http:// or https://.' };
  const body = webhookBody(m);
  const sig = signature(to.secret ?? '', body, Math.floor(Date.now() / 1000));
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'QRGuard-Alerts/1',
        [SIGNATURE_HEADER]: sig,
        'X-QRGuard-Event': m.event,
        'X-QRGuard-Delivery': String(m.id),
      },
      body,
      // A redirect is not followed: the signed body goes only where the rule says.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body?.cancel().catch(() => undefined);
    const ok = res.status >= 200 && res.status < 300;
    return { ok, responseCode: res.status, error: ok ? null : `The receiver answered HTTP ${res.status}.` };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string; message?: string } };
    if (e.name === 'TimeoutError' || e.name === 'AbortError')
      return { ok: false, responseCode: null, error: `No answer within ${timeoutMs} ms.` };
    const cause = e.cause?.code ?? e.cause?.message ?? e.message;
    return { ok: false, responseCode: null, error: short(`Could not reach the receiver: ${cause}`) };
  }
}

async function sendEmail(
  to: SendTarget,
  m: AlertMessage,
  config: AlertConfig,
): Promise<Omit<AttemptOutcome, 'durationMs'>> {
  const smtp = config.smtp;
  if (!smtp) return { ok: false, responseCode: null, error: 'E-mail is not configured: set SMTP_HOST on the API.' };
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.port === 465,
    ...(smtp.user !== null ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
    connectionTimeout: config.timeoutMs,
    greetingTimeout: config.timeoutMs,
    socketTimeout: config.timeoutMs,
  });
  const { subject, text } = emailContent(m);
  try {
    const info = (await transport.sendMail({ from: smtp.from, to: emailAddresses(to.target), subject, text })) as {
      response?: string;
      rejected?: unknown[];
    };
    const code = Number.parseInt(String(info.response ?? '').slice(0, 3), 10);
    const rejected = info.rejected?.length ?? 0;
    return {
      ok: rejected === 0,
      responseCode: Number.isFinite(code) ? code : null,
      error: rejected === 0 ? null : `The SMTP server refused ${rejected} recipient(s).`,
    };
  } catch (err) {
    const e = err as Error & { responseCode?: number; code?: string };
    return {
      ok: false,
      responseCode: typeof e.responseCode === 'number' ? e.responseCode : null,
      error: short(`E-mail not sent: ${e.message}`),
    };
  } finally {
    transport.close();
  }
}

/** One attempt to deliver `m` to `to`; resolves within about the configured timeout, never rejects. */
export async function sendAlert(to: SendTarget, m: AlertMessage, config: AlertConfig): Promise<AttemptOutcome> {
  const started = performance.now();
  const outcome =
    to.channel === 'webhook' ? await postWebhook(to, m, config.timeoutMs) : await sendEmail(to, m, config);
  return { ...outcome, durationMs: Math.round(performance.now() - started) };
}
