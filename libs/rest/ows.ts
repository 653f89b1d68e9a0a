/** A header field value without the whitespace around it: SP and HTAB only (RFC 9110 §5.6.3). */
export const trimOws = (value: string): string =>
  value.replace(/^[ \t]+|[ \t]+$/g, '');
