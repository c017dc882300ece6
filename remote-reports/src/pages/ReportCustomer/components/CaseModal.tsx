// Moving a report's case: the statuses the API allows from here (`case_next`)
// and a note. The status the user saw goes with it (`expected_status`): when
// someone moved the case meanwhile the API answers 409, and the page shows the
// server's message and reloads.
import { useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import type { CustomerReportRow, ReportCaseStatus } from '@qrguard/shared-api';
import { useT } from '@qrguard/shared-ui';
import { caseText } from '../query';

/** The longest note (contract REPORT_CASE_NOTE_MAX). */
const NOTE_MAX = 500;

export interface CaseModalProps {
  report: CustomerReportRow;
  onSubmit: (status: ReportCaseStatus, note: string) => Promise<void>;
  onClose: () => void;
}

export function CaseModal({ report, onSubmit, onClose }: CaseModalProps) {
  const t = useT();
  const [status, setStatus] = useState<ReportCaseStatus | undefined>(undefined);
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (!status) return;
    setSaving(true);
    try {
      await onSubmit(status, note.trim());
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={t('consumerReport.changeCaseTitle', { id: report.id })}
      okText={t('common.save')}
      cancelText={t('consumerReport.cancel')}
      okButtonProps={{ disabled: !status, loading: saving }}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        {t('consumerReport.currentCase')}: <strong>{caseText(t, report.case_status)}</strong>
      </p>
      <Form layout="vertical">
        <Form.Item label={t('consumerReport.newStatus')} htmlFor="case-status-select" required>
          <Select<ReportCaseStatus>
            id="case-status-select"
            aria-label={t('consumerReport.newStatus')}
            value={status}
            onChange={setStatus}
            options={report.case_next.map((value) => ({ value, label: caseText(t, value) }))}
          />
        </Form.Item>
        <Form.Item label={t('consumerReport.note')} htmlFor="case-note">
          <Input.TextArea
            id="case-note"
            value={note}
            maxLength={NOTE_MAX}
            showCount
            rows={3}
            onChange={(event) => setNote(event.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
