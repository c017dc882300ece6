// The QR Code Details modal (spec reports-settings 2, 3, 4, 5, 8, 9): every
// field of the detail record, the status badge, the Expired overlay, the
// event history newest first, and the actions the reader holds the right to:
// reset customer scan, and block / unblock (issue 12); the code's GS1 Digital
// Link and its life as an EPCIS 2.0 document to download (issue 12).
import { useEffect, useRef, useState } from 'react';
import { Button, Descriptions, Flex, Modal, Table, Typography } from 'antd';
import { apiValueText, formatDateTime, formatNumber, formatVolume, useDescribeError, useT } from '@qrguard/shared-ui';
import { newestFirst, theOneRecord } from '../detail';
import type { QrCodeDetail, QrHistoryEvent, QrReportService } from '../types';
import { BlockDialog, type BlockChoice } from './BlockDialog';
import { StatusBadge } from './StatusBadge';
import type { Feedback } from '@qrguard/shared-ui';

export interface DetailsModalProps {
  /** The code whose details are open. */
  code: { id: number; qrcode: string };
  service: QrReportService;
  feedback: Feedback;
  canReset: boolean;
  canBlock: boolean;
  onClose: () => void;
  /** Something about the code changed (reset, block, unblock): the table reloads. */
  onChanged: () => void;
}

type Loaded = { detail: QrCodeDetail; history: QrHistoryEvent[] };

const text = (value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? '-' : value;

export function DetailsModal({ code, service, feedback, canReset, canBlock, onClose, onChanged }: DetailsModalProps) {
  const t = useT();
  const describe = useDescribeError();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [blocking, setBlocking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [downloading, setDownloading] = useState(false);

  // Bumped after a write: the details and history load again.
  const [version, setVersion] = useState(0);
  // The latest close and error callbacks, so a new parent render does not load again.
  const latest = useRef({ onClose, feedback, t, describe });
  useEffect(() => {
    latest.current = { onClose, feedback, t, describe };
  });

  useEffect(() => {
    let live = true;
    const fail = async (message: string) => {
      latest.current.onClose();
      await latest.current.feedback.error(message);
    };
    Promise.all([service.fetchQrCodeDetails(code.id), service.fetchQrCodeHistory(code.id)]).then(
      ([details, history]) => {
        if (!live) return;
        const detail = theOneRecord(details);
        // Spec 5 and 8: anything but exactly one record means the API changed.
        if (!detail) void fail(latest.current.t('qrReport.notOneRecord'));
        else setLoaded({ detail, history: newestFirst(history) });
      },
      (error: unknown) => {
        if (live) void fail(latest.current.describe(error));
      },
    );
    return () => {
      live = false;
    };
  }, [code.id, service, version]);

  /** Runs a write; on success says so and reloads the details and the table; on failure shows the server's message. */
  const write = async (run: () => Promise<unknown>, done: string, then?: () => void) => {
    setBusy(true);
    try {
      await run();
    } catch (error) {
      setBusy(false);
      await feedback.error(describe(error));
      return;
    }
    setBusy(false);
    then?.();
    onChanged();
    setVersion((v) => v + 1);
    await feedback.success(done);
  };

  const reset = async () => {
    const sure = await feedback.confirm({
      title: t('qrReport.resetTitle'),
      content: t('qrReport.resetText'),
      okText: t('qrReport.resetOk'),
      danger: true,
    });
    if (sure) await write(() => service.resetCustomerScan({ qrcode: code.qrcode }), t('qrReport.resetDone'));
  };

  const block = async (choice: BlockChoice) => {
    await write(
      () => service.blockQrCode({ qrcode: code.qrcode, ...choice }),
      t('qrReport.blockDone', { qrcode: code.qrcode }),
      // The form closes before the success popup shows.
      () => setBlocking(false),
    );
  };

  const unblock = async () => {
    const sure = await feedback.confirm({
      title: t('qrReport.unblockTitle', { qrcode: code.qrcode }),
      content: t('qrReport.unblockText'),
      okText: t('qrReport.unblock'),
    });
    if (sure)
      await write(
        () => service.unblockQrCode({ qrcode: code.qrcode }),
        t('qrReport.unblockDone', { qrcode: code.qrcode }),
      );
  };

  /** The code's EPCIS 2.0 document, fetched with the session and saved as a file. */
  const downloadEpcis = async () => {
    setDownloading(true);
    try {
      const file = await service.fetchQrCodeEpcis({ id: code.id });
      service.saveFile(file, `epcis-${code.qrcode}.jsonld`);
    } catch (error) {
      await feedback.error(describe(error));
    } finally {
      setDownloading(false);
    }
  };

  const d = loaded?.detail;
  const footer = (
    <Flex gap={8} wrap justify="flex-end">
      {d ? (
        // A code whose variant has no GTIN has no EPC (the API answers 409).
        <Button loading={downloading} disabled={!d.digital_link} onClick={() => void downloadEpcis()}>
          {t('qrReport.downloadEpcis')}
        </Button>
      ) : null}
      {d && canReset ? (
        <Button danger disabled={busy} onClick={() => void reset()}>
          {t('qrReport.reset')}
        </Button>
      ) : null}
      {d && canBlock ? (
        d.block ? (
          <Button disabled={busy} onClick={() => void unblock()}>
            {t('qrReport.unblock')}
          </Button>
        ) : (
          <Button danger type="primary" disabled={busy} onClick={() => setBlocking(true)}>
            {t('qrReport.block')}
          </Button>
        )
      ) : null}
      <Button onClick={onClose}>{t('qrReport.close')}</Button>
    </Flex>
  );

  return (
    <Modal open title={t('qrReport.detailsTitle')} width={880} footer={footer} onCancel={onClose}>
      {!d || !loaded ? (
        <Typography.Text role="status">{t('qrReport.loading')}</Typography.Text>
      ) : (
        <Flex vertical gap={16}>
          <div style={{ position: 'relative' }}>
            <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }} aria-label={t('qrReport.detailsTitle')}>
              <Descriptions.Item label={t('qrReport.field.qrcode')}>{d.qrcode}</Descriptions.Item>
              <Descriptions.Item label={t('qrReport.field.serial')}>{d.serial}</Descriptions.Item>
              <Descriptions.Item label={t('qrReport.field.status')}>
                <StatusBadge status={d.status} />
              </Descriptions.Item>
              <Descriptions.Item label={t('qrReport.field.variant')}>{d.variant}</Descriptions.Item>
              <Descriptions.Item label={t('qrReport.field.part_no')}>{d.part_no}</Descriptions.Item>
              <Descriptions.Item label={t('qrReport.field.type')}>{d.type}</Descriptions.Item>
              <Descriptions.Item label={t('qrReport.field.volume')}>
                {formatVolume(d.volume, t('qrReport.liter'))}
              </Descriptions.Item>
              <Descriptions.Item label={t('qrReport.field.description')}>{text(d.description)}</Descriptions.Item>
              <Descriptions.Item label={t('qrReport.field.image')}>{text(d.image)}</Descriptions.Item>
              <Descriptions.Item label={t('qrReport.field.no_po')}>{d.no_po}</Descriptions.Item>
              <Descriptions.Item label={t('qrReport.field.label_maker')}>{d.label_maker}</Descriptions.Item>
              <Descriptions.Item label={t('qrReport.field.label_active_date')}>
                {formatDateTime(d.label_active_date)}
              </Descriptions.Item>
              <Descriptions.Item label={t('qrReport.field.oil_maker')}>{text(d.oil_maker)}</Descriptions.Item>
              <Descriptions.Item label={t('qrReport.field.oil_active_date')}>
                {formatDateTime(d.oil_active_date)}
              </Descriptions.Item>
              <Descriptions.Item label={t('qrReport.field.bottle_maker')}>{d.bottle_maker}</Descriptions.Item>
              <Descriptions.Item label={t('qrReport.field.oil_received_data_date')}>
                {formatDateTime(d.oil_received_data_date)}
              </Descriptions.Item>
              <Descriptions.Item label={t('qrReport.field.customer_scans')}>
                {formatNumber(d.customer_scans)}
              </Descriptions.Item>
              <Descriptions.Item label={t('qrReport.field.customer_report_date')}>
                {formatDateTime(d.customer_report_date)}
              </Descriptions.Item>
              <Descriptions.Item label={t('qrReport.field.customer_report_status')}>
                {d.customer_report_status
                  ? d.customer_report_status
                      .split(',')
                      .map((reason) => apiValueText(t, 'reason', reason.trim()))
                      .join(', ')
                  : '-'}
              </Descriptions.Item>
              <Descriptions.Item label={t('qrReport.field.suspect_reasons')}>
                {d.suspect_reasons.length
                  ? d.suspect_reasons.map((reason) => apiValueText(t, 'suspicion', reason)).join(', ')
                  : '-'}
              </Descriptions.Item>
              <Descriptions.Item label={t('qrReport.field.expires_at')}>
                {formatDateTime(d.expires_at)}
              </Descriptions.Item>
              <Descriptions.Item label={t('qrReport.field.created_at')}>
                {formatDateTime(d.created_at)}
              </Descriptions.Item>
              <Descriptions.Item label={t('qrReport.field.digital_link')} span={2}>
                {d.digital_link ? (
                  <Typography.Link
                    data-testid="digital-link"
                    href={d.digital_link}
                    target="_blank"
                    rel="noopener noreferrer"
                    style={{ wordBreak: 'break-all' }}
                  >
                    {d.digital_link}
                  </Typography.Link>
                ) : (
                  '-'
                )}
              </Descriptions.Item>
              {d.block ? (
                <Descriptions.Item label={t('qrReport.field.block')} span={2}>
                  <span data-testid="block-info">
                    {t('qrReport.blockedBy', {
                      reason: t(`qrReport.blockReasonName.${d.block.reason}`),
                      by: d.block.blocked_by,
                      at: formatDateTime(d.block.blocked_at),
                    })}
                    {d.block.note ? ` — ${d.block.note}` : ''}
                  </span>
                </Descriptions.Item>
              ) : null}
            </Descriptions>
            {d.is_expired === 1 ? (
              <div
                data-testid="expired-overlay"
                style={{
                  position: 'absolute',
                  inset: 0,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  pointerEvents: 'none',
                  background: 'rgba(255, 255, 255, 0.55)',
                }}
              >
                <span
                  style={{
                    transform: 'rotate(-12deg)',
                    border: '4px solid #a8071a',
                    borderRadius: 8,
                    padding: '4px 24px',
                    color: '#a8071a',
                    background: '#ffffff',
                    fontSize: 40,
                    fontWeight: 700,
                    letterSpacing: 4,
                  }}
                >
                  {t('qrReport.expired')}
                </span>
              </div>
            ) : null}
          </div>
          <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
            {t('qrReport.history')}
          </Typography.Title>
          <Table<QrHistoryEvent>
            aria-label={t('qrReport.historyTable')}
            size="small"
            rowKey={(event) => `${event.activity_date}|${event.activity}`}
            dataSource={loaded.history}
            pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
            locale={{ emptyText: t('qrReport.noHistory') }}
            columns={[
              {
                key: 'activity_date',
                dataIndex: 'activity_date',
                title: t('qrReport.activityDate'),
                width: 200,
                render: (value: string) => formatDateTime(value),
              },
              { key: 'activity', dataIndex: 'activity', title: t('qrReport.activity') },
            ]}
          />
        </Flex>
      )}
      {d && canBlock ? (
        <BlockDialog qrcode={d.qrcode} open={blocking} onCancel={() => setBlocking(false)} onBlock={block} />
      ) : null}
    </Modal>
  );
}
