/** Query keys start with the URL they read (docs/product.md §7), so invalidating a URL refreshes every view of it. */
export const sharingKeys = {
  grants: () => ['/api/sharing/grants'] as const,
  access: (grantId: number) => ['/api/sharing/grants', grantId, 'access'] as const,
  received: () => ['/api/sharing/received'] as const,
  /** The owner's clinician report for one period, and their report links with each one's access log. */
  report: (range: string) => ['/api/sharing/report', range] as const,
  links: () => ['/api/sharing/links'] as const,
  linkAccess: (linkId: number) => ['/api/sharing/links', linkId, 'access'] as const,
  /** Everything read through one grant: its overview and each domain's data. */
  shared: (grantId: number) => ['/api/shared', grantId] as const,
  sharedPart: (grantId: number, part: string) => ['/api/shared', grantId, part] as const,
};
