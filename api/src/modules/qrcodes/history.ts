// The wording of one line of a code's history (QR Code Details modal).

export interface HistoryFact {
  kind: 'issued' | 'scan' | 'report' | 'suspect' | 'reset' | 'block' | 'unblock';
  actor: string;
  result: string;
  verdict: string | null;
  customerType: string | null;
  company: string | null;
  detail: string | null;
}

const VERDICT: Record<string, string> = { valid: 'valid', inactive: 'inactive', expired: 'expired' };

export function activityText(f: HistoryFact): string {
  switch (f.kind) {
    case 'issued':
      return `Issued on PO ${f.detail ?? '?'} to ${f.company ?? 'the label maker'}`;
    case 'report':
      return `Customer report: ${f.detail ?? f.result}`;
    case 'suspect':
      return `Flagged as suspect: ${f.detail ?? ''}`.trim();
    case 'reset':
      return `Customer scans reset by ${f.company ?? 'an administrator'} (${f.detail ?? '0'} cleared)`;
    case 'block':
      return `Blocked by ${f.company ?? 'an administrator'}: ${f.detail ?? ''}`.trim();
    case 'unblock':
      return `Unblocked by ${f.company ?? 'an administrator'}${f.detail ? `: ${f.detail}` : ''}`;
    case 'scan':
      break;
  }
  const by = f.company ? ` by ${f.company}` : '';
  switch (f.actor) {
    case 'label_maker':
      return `Label scan ${f.result}${by}`;
    case 'oil_maker':
      return `${f.result === 'ACTIVATE' ? 'Activated' : f.result === 'DEACTIVATE' ? 'Deactivated' : `Oil maker scan ${f.result}`}${by}${f.detail ? ` (refused: ${f.detail})` : ''}`;
    case 'customer':
      return `Customer scan${f.customerType ? ` (${f.customerType})` : ''}: ${f.verdict ? (VERDICT[f.verdict] ?? f.verdict) : f.result}`;
    case 'enforcement':
      return `Enforcement check: ${f.verdict ? (VERDICT[f.verdict] ?? f.verdict) : f.result}`;
    default:
      return `${f.actor} ${f.result}`;
  }
}
