import { queryOptions, useQuery } from '@tanstack/react-query';
import { discountNoticeCall, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';

export function fetchDiscountNotice(school: SchoolId, signal?: AbortSignal) {
  return apiRequest(discountNoticeCall, { school, signal });
}

export function discountNoticeQuery(school: SchoolId) {
  return queryOptions({
    queryKey: ['usuario.anuncio.descuento', school],
    queryFn: ({ signal }) => fetchDiscountNotice(school, signal),
  });
}

/** An optional card: a failure just hides it (no error dialog). */
export function useDiscountNotice(school: SchoolId) {
  return useQuery({ ...discountNoticeQuery(school), meta: { silent: true } });
}
