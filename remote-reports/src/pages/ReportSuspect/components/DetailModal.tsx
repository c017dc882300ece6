// The detail modal of a suspect (spec reports-settings 2, 9; issue 12): a
// terrain map of the code's customer scans (the shared map, preset 'suspect':
// zoom 7 on their mean, Indonesia at zoom 5 when none is located, a list by
// nearest city without a Google Maps key), "Loading..." while waiting, and the
// table QR Code, Variant, Scan Date, Latitude, Longitude (N/A when missing),
// Customer Type. Beyond the original, a "Scan beda tempat" flag shows why: the
// two scans that tripped the rule, their distance and the speed it implies.
// Closes on the backdrop and on the x.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Flex, Modal, Typography } from 'antd';
import {
  nearestCity,
  type SuspectDetail,
  type SuspectRow,
  type SuspectScanRow,
  type SuspectTrip,
} from '@qrguard/shared-api';
import {
  DataTable,
  formatDateTime,
  formatNumber,
  GeoMap,
  useDescribeError,
  useT,
  type DataTableColumn,
  type TranslateFn,
} from '@qrguard/shared-ui';
import { durationText, type SuspectCardsQuery } from '../query';
import type { SuspectReportServices } from '../services';

export interface DetailModalProps {
  /** The table row whose Detail was pressed. */
  row: Pick<SuspectRow, 'id' | 'qrcode' | 'reason'>;
  /** The page's days, so the modal shows the scans of the same period. */
  range: Pick<SuspectCardsQuery, 'start' | 'end'>;
  load: SuspectReportServices['details'];
  onClose: () => void;
}

type State = { status: 'loading' } | { status: 'ready'; detail: SuspectDetail } | { status: 'failed'; message: string };

const coordinate = (t: TranslateFn) => (value: unknown) =>
  value === null || value === undefined ? t('suspectReport.notAvailable') : String(value);

export function scanColumns(t: TranslateFn): DataTableColumn<SuspectScanRow>[] {
  const shown = coordinate(t);
  return [
    { key: 'qrcode', title: t('suspectReport.detailColumn.qrcode'), format: 'text' },
    { key: 'variant', title: t('suspectReport.detailColumn.variant'), format: 'text' },
    { key: 'scan_date', title: t('suspectReport.detailColumn.scanDate'), format: 'datetime', sortable: true },
    { key: 'lat', title: t('suspectReport.detailColumn.lat'), render: shown, exportValue: (r) => shown(r.lat) },
    { key: 'lng', title: t('suspectReport.detailColumn.lng'), render: shown, exportValue: (r) => shown(r.lng) },
    {
      key: 'customer_type',
      title: t('suspectReport.detailColumn.customerType'),
      render: (value) => (value ? String(value) : t('suspectReport.notAvailable')),
    },
  ];
}

/** The sentences that explain a trip: how far, how fast, from where to where. */
export function tripSentences(t: TranslateFn, trip: SuspectTrip): string[] {
  const km = formatNumber(trip.distance_km, 1);
  const place = (end: SuspectTrip['from']) => nearestCity(end).city.name;
  return [
    trip.speed_kmh === null
      ? t('suspectReport.tripInstant', { km })
      : t('suspectReport.trip', { km, duration: durationText(t, trip.hours), speed: formatNumber(trip.speed_kmh, 0) }),
    t('suspectReport.tripScans', {
      from: place(trip.from),
      fromAt: formatDateTime(trip.from.scan_date),
      to: place(trip.to),
      toAt: formatDateTime(trip.to.scan_date),
    }),
  ];
}

export function DetailModal({ row, range, load, onClose }: DetailModalProps) {
  const t = useT();
  const describe = useDescribeError();
  const [state, setState] = useState<State>({ status: 'loading' });
  const { start, end } = range;

  useEffect(() => {
    const controller = new AbortController();
    load(
      { qrcode: row.qrcode, reason: row.reason, ...(start ? { start } : {}), ...(end ? { end } : {}) },
      controller.signal,
    ).then(
      (detail) => {
        if (!controller.signal.aborted) setState({ status: 'ready', detail });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Could not load the suspect details', error);
        setState({ status: 'failed', message: describe(error) });
      },
    );
    return () => controller.abort();
  }, [row.qrcode, row.reason, start, end, load, describe]);

  const columns = useMemo(() => scanColumns(t), [t]);
  const detail = state.status === 'ready' ? state.detail : null;
  const scans = useMemo(() => detail?.scans ?? [], [detail]);
  const mapRows = useMemo(
    () => scans.map((scan) => ({ lat: scan.lat, lng: scan.lng, label: formatDateTime(scan.scan_date) })),
    [scans],
  );
  const flag = detail?.flags.find((f) => f.id === row.id) ?? detail?.flags[0];
  const title = t('suspectReport.detailTitle', { qrcode: row.qrcode });

  return (
    <Modal open title={title} onCancel={onClose} footer={null} width={960} mask={{ closable: true }}>
      {state.status === 'failed' ? (
        <Typography.Text type="danger" role="alert">
          {state.message}
        </Typography.Text>
      ) : (
        <Flex vertical gap={16}>
          {flag?.trip ? (
            <Alert
              type="warning"
              showIcon
              title={t('suspectReport.tripTitle')}
              description={tripSentences(t, flag.trip).map((sentence) => (
                <div key={sentence}>{sentence}</div>
              ))}
            />
          ) : null}
          <GeoMap
            title={t('suspectReport.mapTitle', { qrcode: row.qrcode })}
            rows={mapRows}
            preset="suspect"
            height={320}
            loading={state.status === 'loading'}
            headingLevel={3}
          />
          {detail ? (
            <>
              {detail.scans_total > detail.scans.length ? (
                <Typography.Text type="secondary">
                  {t('suspectReport.scansShown', {
                    shown: formatNumber(detail.scans.length),
                    total: formatNumber(detail.scans_total),
                  })}
                </Typography.Text>
              ) : null}
              <DataTable<SuspectScanRow>
                aria-label={t('suspectReport.scansTable', { qrcode: row.qrcode })}
                columns={columns}
                rowKey="id"
                dataSource={detail.scans}
                defaultSort={{ by: 'scan_date', order: 'DESC' }}
                disableUrlState
                height="320px"
              />
            </>
          ) : null}
        </Flex>
      )}
    </Modal>
  );
}
