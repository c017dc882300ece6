// The optional selectors of the filter bar: variant (multi-select, "All
// Variants"), label maker, bottle maker and oil maker, offered from the
// reference lists cached after sign-in (spec shell-highlights 2, 4).
import { useEffect } from 'react';
import { Select, Space } from 'antd';
import { ensureFilterLists, useFilterLists, type FilterLists } from '@qrguard/shared-api';
import type { FilterSelection, FilterSelector } from '../filters/dashboardFilter';
import { useT } from '../i18n/i18n';

interface Option {
  value: number;
  label: string;
}

const SELECTORS: Record<
  FilterSelector,
  /** label and placeholder: translation keys. */
  { label: string; placeholder: string; options: (lists: FilterLists) => Option[] }
> = {
  variant: {
    label: 'filter.variant',
    placeholder: 'filter.allVariants',
    options: (lists) => lists.variants.map((v) => ({ value: v.id, label: v.name })),
  },
  labelmaker: {
    label: 'filter.labelmaker',
    placeholder: 'filter.allLabelMakers',
    options: (lists) => lists.labelMakers.map((m) => ({ value: m.id, label: m.name })),
  },
  bottlemaker: {
    label: 'filter.bottlemaker',
    placeholder: 'filter.allBottleMakers',
    options: (lists) => lists.bottleMakers.map((m) => ({ value: m.id, label: m.name })),
  },
  oilmaker: {
    label: 'filter.oilmaker',
    placeholder: 'filter.allOilMakers',
    // Spec 3: an oil maker is shown as "code - name".
    options: (lists) => lists.oilMakers.map((m) => ({ value: m.id, label: `${m.code} - ${m.name}` })),
  },
};

/** A long name picked on a phone must not widen the page: the select then ends in an ellipsis. */
const MAX_WIDTH = 'calc(100vw - 48px)';

export interface FilterSelectorsProps {
  selectors: readonly FilterSelector[];
  value: FilterSelection;
  onChange: (next: FilterSelection) => void;
  disabled?: boolean;
}

export function FilterSelectors({ selectors, value, onChange, disabled }: FilterSelectorsProps) {
  const lists = useFilterLists();
  const t = useT();
  // After a reload the session is restored but the lists are not: load them once.
  useEffect(() => {
    ensureFilterLists().catch((error: unknown) => console.error('Could not load the filter lists', error));
  }, []);

  return (
    <Space wrap>
      {selectors.map((selector) => {
        const { label, placeholder, options } = SELECTORS[selector];
        const common = {
          'aria-label': t(label),
          placeholder: t(placeholder),
          options: options(lists),
          allowClear: true,
          showSearch: { optionFilterProp: 'label' as const },
          disabled,
          loading: !lists.loaded && options(lists).length === 0,
        };
        if (selector === 'variant') {
          return (
            <Select<number[]>
              key={selector}
              {...common}
              mode="multiple"
              maxTagCount="responsive"
              style={{ minWidth: 200, maxWidth: MAX_WIDTH }}
              value={value.variant ?? []}
              onChange={(ids) => onChange({ ...value, variant: ids })}
            />
          );
        }
        return (
          <Select<number>
            key={selector}
            {...common}
            style={{ minWidth: 180, maxWidth: MAX_WIDTH }}
            value={value[selector]}
            onChange={(id) => onChange({ ...value, [selector]: id ?? undefined })}
          />
        );
      })}
    </Space>
  );
}
