// The props every highlight page takes: its calls, so a test can hand the
// page its own (the real round trip is covered by e2e), and the clock.
export interface HighlightPageProps<Services> {
  services?: Services;
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
}
