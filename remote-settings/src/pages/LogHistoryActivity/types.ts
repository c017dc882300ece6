// Types of the Log Dashboard Activity page (spec reports-settings 2, 3, 4).
import type { ActivityRow, QueryOf } from '@qrguard/shared-api';

export type { ActivityRow };

/** What the filter bar and the search box decide; the table adds paging. */
export interface ActivityLogFilters {
  /** Part of a username; empty means everyone. */
  search: string;
  /** YYYY-MM-DD in the business time zone. */
  start: string;
  end: string;
}

export type ActivityLogQuery = QueryOf<'activityLog'>;
