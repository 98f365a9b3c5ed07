import type { CalendarFeed } from '@shared/contract/calendar';
import type { OnboardingInput, ProfileInput } from '@shared/domain/account';
import type { Ok } from '@shared/contract/common';
import type { CloseAccountInput, OwnDataExport } from '@shared/contract/own-data';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiDelete, apiGet, apiPatch, apiPost, isApiError } from '../../lib/api';
import { ME_QUERY_KEY, type Me, type MeProfile } from '../../lib/session';

/** Saving without a session. */
export const SESSION_UNAVAILABLE = 'User session not available. Please refresh and try again.';

/** The account API answers the updated profile: show it at once, then re-read /api/me. */
export function applyProfile(queryClient: QueryClient, profile: MeProfile): Promise<void> {
  queryClient.setQueryData<Me | null>(ME_QUERY_KEY, (me) => (me ? { ...me, profile } : me));
  return queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
}

/** The server's message when it gave one a person can use, else the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status === 401) return SESSION_UNAVAILABLE;
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.code !== 'not_found') {
    return error.message;
  }
  return fallback;
}

/** A mutation of the account API whose answer is the updated profile. */
function useProfileMutation<TInput>(call: (input: TInput) => Promise<MeProfile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (profile) => applyProfile(queryClient, profile),
  });
}

export const useUpdateProfile = () =>
  useProfileMutation((input: z.input<typeof ProfileInput>) =>
    apiPatch<MeProfile>('/api/account/profile', input),
  );

export const useUploadAvatar = () =>
  useProfileMutation((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return apiPost<MeProfile>('/api/account/avatar', form);
  });

export const useRemoveAvatar = () => useProfileMutation(() => apiDelete<MeProfile>('/api/account/avatar'));

export const useResetOnboarding = () =>
  useProfileMutation(() => apiPost<MeProfile>('/api/account/onboarding/reset'));

export const useUpdateOnboarding = () =>
  useProfileMutation((input: z.input<typeof OnboardingInput>) =>
    apiPost<MeProfile>('/api/account/onboarding', input),
  );

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      apiPost<Ok>('/api/account/password', input),
    // The session cookie was renewed: re-read the member.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}

export function useSendFeedback() {
  return useMutation({
    mutationFn: (comment: string) => apiPost<Ok>('/api/account/feedback', { comment }),
  });
}

/** "Download my data": the file the server builds, saved under the name it is dated by. */
export async function downloadMyData(): Promise<void> {
  const data = await apiGet<OwnDataExport>('/api/account/data');
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${data.app}-my-data-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the address is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });

export const useSendCloseCode = () =>
  useMutation({ mutationFn: () => apiPost<Ok>('/api/account/close/code') });

/** Closes the account; the server ends the session (see forgetSession for the client's part). */
export const useCloseAccount = () =>
  useMutation({ mutationFn: (input: CloseAccountInput) => apiPost<Ok>('/api/account/close', input) });

/** After the account is closed: everything cached for the member is forgotten, as at sign-out. */
export async function forgetSession(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries();
  queryClient.clear();
  queryClient.setQueryData(ME_QUERY_KEY, null);
}

/** The member's calendar feed address. */
export const CALENDAR_FEED_QUERY_KEY = ['calendar-feed'] as const;

export function useCalendarFeed() {
  return useQuery({
    queryKey: CALENDAR_FEED_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<CalendarFeed>('/api/calendar-feed', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** "New address": the old one stops working; the card shows the new one at once. */
export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<CalendarFeed>('/api/calendar-feed/reset'),
    onSuccess: (feed) => queryClient.setQueryData(CALENDAR_FEED_QUERY_KEY, feed),
  });
}
