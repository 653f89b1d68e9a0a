/**
 * Whether the `Prefer` header(s) of a request ask for `return=minimal` (RFC 7240 §4.2). The first
 * `return` preference counts; other preferences, parameters after `;` and whitespace are tolerated.
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
    /^\s*return\s*(=|$)/i.test(preference),
  );
  return /^\s*return\s*=\s*("?)minimal\1\s*$/i.test(returnPreference ?? '');
}
