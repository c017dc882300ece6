// Block a QR code (issue 12, beyond the original): a reason category and a
// note (required for Other). The API keeps who and when, answers every scan
// of the code as blocked, and records the block in the code's history.
import { useState } from 'react';
import { Form, Input, Modal, Select, Typography } from 'antd';
import type { QrBlockReason } from '@qrguard/shared-api';
import { useT } from '@qrguard/shared-ui';

/** The API's reasons (shared-api QR_BLOCK_REASONS; the contract's schemas stay out of the browser bundle). */
export const BLOCK_REASONS = [
  'Counterfeit found',
  'Damaged label',
  'Stolen stock',
  'Recalled',
  'Other',
] as const satisfies readonly QrBlockReason[];
// Fails to compile when the API gains a reason this list lacks.
type MissingReason = Exclude<QrBlockReason, (typeof BLOCK_REASONS)[number]>;
const everyReasonListed: MissingReason extends never ? true : never = true;
void everyReasonListed;

/** The API's bound on the note (shared-api QR_BLOCK_NOTE_MAX). */
export const BLOCK_NOTE_MAX = 500;

export interface BlockChoice {
  reason: QrBlockReason;
  note?: string;
}

export interface BlockDialogProps {
  qrcode: string;
  open: boolean;
  onCancel: () => void;
  /** Resolves when the block is done (or failed and was reported); the dialog waits for it. */
  onBlock: (choice: BlockChoice) => Promise<void>;
}

export function BlockDialog({ qrcode, open, onCancel, onBlock }: BlockDialogProps) {
  const t = useT();
  const [form] = Form.useForm<{ reason?: QrBlockReason; note?: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    if (!values.reason) return;
    setBusy(true);
    try {
      const note = values.note?.trim();
      await onBlock({ reason: values.reason, ...(note ? { note } : {}) });
      form.resetFields();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('qrReport.blockTitle', { qrcode })}
      okText={t('qrReport.block')}
      okButtonProps={{ danger: true, disabled: busy }}
      cancelText={t('qrReport.cancel')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('qrReport.blockText')}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item
          name="reason"
          label={t('qrReport.blockReason')}
          rules={[{ required: true, message: t('qrReport.blockReasonRequired') }]}
        >
          <Select<QrBlockReason>
            aria-label={t('qrReport.blockReason')}
            options={BLOCK_REASONS.map((value) => ({ value, label: t(`qrReport.blockReasonName.${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="note"
          label={t('qrReport.blockNote')}
          dependencies={['reason']}
          rules={[
            ({ getFieldValue }) => ({
              required: getFieldValue('reason') === 'Other',
              validator: (_rule, value: string | undefined) =>
                getFieldValue('reason') === 'Other' && !value?.trim()
                  ? Promise.reject(new Error(t('qrReport.blockNoteRequired')))
                  : Promise.resolve(),
            }),
          ]}
        >
          <Input.TextArea aria-label={t('qrReport.blockNote')} rows={3} maxLength={BLOCK_NOTE_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
