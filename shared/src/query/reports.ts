import { useMutation } from '@tanstack/react-query';
import { reportItem } from '@rowad/shared/api';
import type { ReportRequest } from '@rowad/shared/schemas';
import { queryClient } from './query-client';

// Reports (issue 31): the report a signed-in user sends. The admin's queue and decisions are in
// admin/reports.ts, with the admin's other hooks (`@rowad/shared/query/admin`).

/** POST /reports. What the public sees does not reload: the receipt does not say whether it got hidden. */
export const useReportItem = () =>
  useMutation({ mutationFn: (body: ReportRequest) => reportItem(body) }, queryClient);
