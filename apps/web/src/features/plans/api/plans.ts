import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Enrolment, MyPlans, Plan, PlanPaymentResponse } from '@kanak/domain/contract/plans';
import type { PaymentSuccess } from '@kanak/domain/contract/orders';
import { apiRequest } from '../../../lib/api-client';

/** The purchase plan on the wire (ARCHITECTURE §11); every customer call is signed in. */
export const PLANS_KEY = ['plans'] as const;
export const MY_PLANS_KEY = ['plans', 'mine'] as const;
const myPlanKey = (id: number) => ['plans', 'mine', id] as const;

export function useOpenPlans() {
  return useQuery({ queryKey: PLANS_KEY, queryFn: ({ signal }) => apiRequest<{ plans: Plan[] }>('plans', { signal }) });
}

export function useMyPlans(enabled = true) {
  return useQuery({ queryKey: MY_PLANS_KEY, queryFn: ({ signal }) => apiRequest<MyPlans>('plans/mine', { signal, auth: true }), enabled });
}

export function useMyPlan(id: number, enabled = true) {
  return useQuery({
    queryKey: myPlanKey(id),
    queryFn: ({ signal }) => apiRequest<{ enrolment: Enrolment }>(`plans/${id}`, { signal, auth: true }),
    enabled,
  });
}

/** `autopay`: the first payment also sets up UPI AutoPay (decision 060). */
export const enrolPlan = (planId: number, monthly: number, autopay = false) =>
  apiRequest<PlanPaymentResponse>('plans/enrol', { method: 'POST', auth: true, body: { plan_id: planId, monthly_amount: monthly, autopay } });

/** A plan voucher's signed PDF (decision 058): the session cookie carries the customer. */
export const planVoucherPdfUrl = (id: number, docId: number) => `/api/plans/${id}/vouchers/${docId}/pdf`;

export const payNextInstalment = (id: number, autopay = false) =>
  apiRequest<PlanPaymentResponse>(`plans/${id}/pay`, { method: 'POST', auth: true, body: { autopay } });

export function useStopAutopay(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ message: string; enrolment: Enrolment }>(`plans/${id}/autopay/stop`, { method: 'POST', auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_PLANS_KEY }),
  });
}

export const confirmInstalment = (id: number, proof: PaymentSuccess) =>
  apiRequest<{ message: string; enrolment: Enrolment }>(`plans/${id}/confirm`, { method: 'POST', auth: true, body: proof });

export function useClosePlan(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ message: string; enrolment: Enrolment }>(`plans/${id}/close`, { method: 'POST', auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_PLANS_KEY }),
  });
}
