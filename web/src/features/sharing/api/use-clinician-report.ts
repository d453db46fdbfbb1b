import type { ProgressRange } from '@uh/core/progress/progress.schema';
import type { ClinicianReport } from '@uh/core/sharing/clinician-report.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, throwIfResNotOk } from '#lib/api-client';
import { sharingKeys } from './sharing-keys';

/** GET /api/sharing/report?range=: the person's own report for one period, as of now. */
export const clinicianReportQueryOptions = (range: ProgressRange) =>
  queryOptions({
    queryKey: sharingKeys.report(range),
    queryFn: async ({ signal }): Promise<ClinicianReport> => {
      const response = await apiFetch(`/api/sharing/report?range=${range}`, { signal });
      await throwIfResNotOk(response);
      return (await response.json()) as ClinicianReport;
    },
    staleTime: 0,
  });

export function useClinicianReport(range: ProgressRange) {
  return useQuery(clinicianReportQueryOptions(range));
}
