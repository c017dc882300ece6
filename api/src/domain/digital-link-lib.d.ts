// The part of GS1's digital-link.js (1.4.3) this API uses; the package ships no types.
declare module 'digital-link.js' {
  interface DigitalLinkInstance {
    getDomain(): string;
    getIdentifier(): Record<string, string>;
    getKeyQualifiers(): Record<string, string>;
    getAttributes(): Record<string, string>;
    toWebUriString(): string;
    /** The ABNF grammar of GS1 Digital Link URI syntax and the key's check digit. */
    isValid(): boolean;
    isCheckDigitValid(): boolean;
  }
  interface DigitalLinkInput {
    domain: string;
    identifier: Record<string, string>;
    keyQualifiers?: Record<string, string>;
    attributes?: Record<string, string>;
  }
  /** Parses a Digital Link URI (throws when it has no http(s) scheme or no primary key), or builds one. */
  export function DigitalLink(input: string | DigitalLinkInput): DigitalLinkInstance;
  export const CheckDigit: {
    /** `position` 14 (or -1: the last digit) for a GTIN-14. */
    validateCheckDigit(position: number, value: string): boolean;
  };
}
