import { useQuery } from '@tanstack/react-query';
import { discountNoticeCall, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';

/** An optional card: a failure just hides it (no error dialog). */
export const discountNoticeQuery = (school: SchoolId) => callQuery(discountNoticeCall, school, { silent: true });

export function useDiscountNotice(school: SchoolId) {
  return useQuery(discountNoticeQuery(school));
}
