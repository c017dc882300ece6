// A report's photo: fetched with the session (reportPhotoUrl), shown through an
// object URL, and freed when the modal closes.
import { useEffect, useState } from 'react';
import { Modal, Spin, Typography } from 'antd';
import { reportPhotoUrl, type CustomerReportRow } from '@qrguard/shared-api';
import { useDescribeError, useT } from '@qrguard/shared-ui';

export interface PhotoModalProps {
  /** The report whose photo is shown (the Not Found Log passes the report of its row's URL). */
  report: Pick<CustomerReportRow, 'id' | 'reason'>;
  loadPhoto?: typeof reportPhotoUrl;
  onClose: () => void;
}

type PhotoState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed'; message: string };

export function PhotoModal({ report, loadPhoto = reportPhotoUrl, onClose }: PhotoModalProps) {
  const t = useT();
  const describe = useDescribeError();
  const [state, setState] = useState<PhotoState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let revoke: (() => void) | undefined;
    loadPhoto(report.id, controller.signal).then(
      (photo) => {
        if (controller.signal.aborted) {
          photo.revoke();
          return;
        }
        revoke = photo.revoke;
        setState({ status: 'ready', url: photo.url });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: describe(error) });
      },
    );
    return () => {
      controller.abort();
      revoke?.();
    };
  }, [report.id, loadPhoto, describe]);

  return (
    <Modal open title={t('consumerReport.photoTitle', { id: report.id })} onCancel={onClose} footer={null} width={640}>
      {state.status === 'loading' ? (
        <Spin>
          <span>{t('consumerReport.photoLoading')}</span>
        </Spin>
      ) : state.status === 'failed' ? (
        <Typography.Text type="danger" role="alert">
          {state.message}
        </Typography.Text>
      ) : (
        <img
          src={state.url}
          alt={t('consumerReport.photoAlt', { id: report.id, reason: report.reason })}
          style={{ maxWidth: '100%', height: 'auto', display: 'block', margin: '0 auto' }}
        />
      )}
    </Modal>
  );
}
