/**
 * Whether the `Prefer` header(s) of a request ask for `return=minimal` (RFC 7240 §4.2). The first
 * `return` preference counts; other preferences, parameters after `;` and whitespace (SP and HTAB,
 * RFC 9110 §5.6.3) are tolerated.
 */
export function prefersReturnMinimal(
  header: string | string[] | undefined,
): boolean {
  const preferences = [header ?? []]
    .flat()
    .join(',')
    .split(',')
    .map((preference) => preference.split(';', 1)[0]);
  const returnPreference = preferences.find((preference) =>
    /^[ \t]*return[ \t]*(=|$)/i.test(preference),
  );
  return /^[ \t]*return[ \t]*=[ \t]*("?)minimal\1[ \t]*$/i.test(
    returnPreference ?? '',
  );
}
