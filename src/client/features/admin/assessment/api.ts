import type { AdminBank, BankDocument } from '@shared/contract/assessment-bank';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api';

/** Client side of the console's competency bank (src/shared/contract/assessment-bank.ts). */

const base = '/api/admin/assessment/bank';

/** The published bank as a JSON file (the server names it after the version). */
export const BANK_EXPORT_URL = `${base}/export`;

export const adminBankKey = ['admin', 'assessment-bank'] as const;

export const adminBankQuery = queryOptions({
  queryKey: adminBankKey,
  queryFn: ({ signal }) => apiGet<AdminBank>(base, { signal }),
});

export const adminBankApi = {
  saveDraft: (bank: BankDocument, draftUpdatedAt: string | null) =>
    apiPut<AdminBank>(`${base}/draft`, { bank, draftUpdatedAt }),
  discard: () => apiDelete<AdminBank>(`${base}/draft`),
  publish: (draftUpdatedAt: string | null) => apiPost<AdminBank>(`${base}/publish`, { draftUpdatedAt }),
  import: (document: unknown) => apiPost<AdminBank>(`${base}/import`, document),
};

/** A call that answers the bank as it now is: the page shows that answer at once. */
export function useBankMutation<V>(call: (vars: V) => Promise<AdminBank>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (bank) => queryClient.setQueryData(adminBankKey, bank),
  });
}

/** The bank the console edits: the draft when there is one, otherwise the published bank. */
export const workingBank = (bank: AdminBank): BankDocument => bank.draft ?? bank.published;
