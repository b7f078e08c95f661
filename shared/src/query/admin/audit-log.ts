import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getAuditLog, type AuditLogParams } from '@rowad/shared/api';
import { adminKeys, queryClient } from '@rowad/shared/query';
import { paged, type First } from './paging';

export const auditLogQueries = {
  auditLog: (query: First<AuditLogParams> = {}) =>
    infiniteQueryOptions({
      ...paged,
      queryKey: adminKeys.auditLog(query),
      queryFn: ({ pageParam, signal }) => getAuditLog({ ...query, cursor: pageParam }, signal),
    }),
};

export const useAuditLog = (query: First<AuditLogParams> = {}) =>
  useInfiniteQuery(auditLogQueries.auditLog(query), queryClient);
