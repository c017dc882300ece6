// The search of the Report QR Code page (spec reports-settings 2, 4): a choice
// of field (QR Code or Serial Number), the text, and the status. The text is
// applied a moment after the last keystroke (the table refreshes as it
// changes), at once on Enter; the selects apply at once.
import { useState } from 'react';
import { Input, Select, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useDebouncedEmit, useT } from '@qrguard/shared-ui';
import { QR_SEARCH_DEBOUNCE_MS, QR_SEARCH_MAX, QR_STATUSES } from '../query';
import type { QrReportFilters, QrSearchBy, QrStatusLabel } from '../types';

export interface SearchBarProps {
  value: QrReportFilters;
  onChange: (next: QrReportFilters) => void;
}

export function SearchBar({ value, onChange }: SearchBarProps) {
  const t = useT();
  const [text, setText] = useState(value.search);
  // The URL changed the search (Back, a link): the box shows it, unless it already says that.
  const [shown, setShown] = useState(value.search);
  if (value.search !== shown) {
    setShown(value.search);
    if (value.search !== text.trim()) setText(value.search);
  }
  const debounced = useDebouncedEmit<string>((search) => onChange({ ...value, search }), QR_SEARCH_DEBOUNCE_MS);
  return (
    <Space wrap>
      <Space.Compact style={{ maxWidth: '100%' }}>
        <Select<QrSearchBy>
          aria-label={t('qrReport.searchBy')}
          value={value.searchBy}
          style={{ width: 150 }}
          options={[
            { value: 'qrcode', label: t('qrReport.byQrCode') },
            { value: 'serial', label: t('qrReport.bySerial') },
          ]}
          onChange={(searchBy) => onChange({ ...value, search: text, searchBy })}
        />
        <Input
          aria-label={t('qrReport.search')}
          placeholder={t('qrReport.searchPlaceholder')}
          maxLength={QR_SEARCH_MAX}
          prefix={<SearchOutlined aria-hidden />}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            debounced.schedule(event.target.value);
          }}
          onPressEnter={() => debounced.now(text)}
          style={{ width: 280, minWidth: 0, flexShrink: 1 }}
        />
      </Space.Compact>
      <Select<QrStatusLabel | ''>
        aria-label={t('qrReport.status')}
        value={value.status}
        style={{ width: 180 }}
        options={[
          { value: '', label: t('qrReport.allStatuses') },
          ...QR_STATUSES.map((status) => ({ value: status, label: t(`apiValue.qrStatus.${status}`) })),
        ]}
        onChange={(status) => onChange({ ...value, search: text, status })}
      />
    </Space>
  );
}
