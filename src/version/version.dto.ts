/** What is running: the package, the API versions it serves and the commit it was built from. */
export class VersionDto {
  /** @example "syllabus" */
  name: string;
  /** package.json version. @example "0.1.0" */
  version: string;
  /** The API version `/api` (without a version segment) serves. @example "1" */
  apiVersion: string;
  /** @example ["1"] */
  supportedApiVersions: string[];
  /** Git commit, from `GIT_COMMIT` or the checkout; null when unknown. @example "3f2c9d1e0b7a4c5d6e7f8091a2b3c4d5e6f70819" */
  commit: string | null;
}
