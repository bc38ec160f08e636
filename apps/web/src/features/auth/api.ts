// Calls of the login and session area (spec part 1 §7).
// (GET /me, the current user, is the platform's: lib/session.ts.)
import { apiClient } from '@/lib/api-client';
import type { AppraiserInformationInput, LoginTokenAnswer } from '@baustellendoku/domain';

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
