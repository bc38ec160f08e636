// Calls of the login and session area (spec part 1 §7).
import { apiClient, isApiError } from '@/lib/api-client';
import type { AppraiserInformationInput, LoginTokenAnswer } from '@baustellendoku/domain';
import type { CurrentUser } from '@/lib/current-user';

export const authKeys = {
  me: ['me'] as const,
};

/** The current user, or null when nobody is signed in (401 is an answer here, not an error). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await apiClient.get<CurrentUser>('/me', { signal });
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export const requestLoginToken = (emailAddress: string) =>
  apiClient.post<LoginTokenAnswer>('/authentication/login-token', { emailAddress });

export const redeemLoginToken = (loginTokenId: string) =>
  apiClient.post<unknown>(`/authentication/login-token/${encodeURIComponent(loginTokenId)}/redeem`);

export const logout = () => apiClient.post<unknown>('/authentication/logout');

export const confirmDataPrivacyPolicy = () => apiClient.patch<unknown>('/me/confirm-data-privacy-policy');

export const saveAppraiserInformation = (payload: AppraiserInformationInput) =>
  apiClient.post<unknown>('/me/appraiser-information', payload);

/** Browser navigation target that starts the company sign-in (never a data call). */
export function companySignInUrl(redirectTarget: string): string {
  return `/backend/authentication/start?redirect=${encodeURIComponent(redirectTarget)}`;
}
