// The part of GS1's epcis2.js (2.7.3) the tests use: its EPCIS 2.0 JSON-schema validator.
declare module 'epcis2.js' {
  /** `{success: true, errors: []}`, or throws with the first schema error (or answers it when `throwError` is false). */
  export function validateEpcisDocument(
    document: unknown,
    throwError?: boolean,
  ): { success: boolean; errors: string[] };
}
