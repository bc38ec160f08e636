import { afterEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { mockApi, apiError } from '@/test/mock-api';
import {
  apiClient,
  ApiError,
  OFFLINE_CHANGE_MESSAGE,
  postForFile,
  setUnauthorizedHandler,
  toQueryString,
} from './api-client';
import { noteAnswer, PROBE_INTERVAL_MS } from './connection-loss';

describe('api client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setUnauthorizedHandler(null);
    noteAnswer();
    onlineManager.setOnline(true);
    vi.useRealTimers();
  });

  it('refuses a change offline at once with a German reason, without sending it', async () => {
    const { fetchMock } = mockApi({ 'POST /machine': { body: { machineId: 'm1' } } });
    // Offline as the app knows it: the browser's event or a request without an answer (decision 0786).
    onlineManager.setOnline(false);
    const error = await apiClient.post('/machine', { name: 'Brecher' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect((error as ApiError).message).toBe(OFFLINE_CHANGE_MESSAGE);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the same when a change cannot reach the server, but leaves failed reads to their retries', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const change = await apiClient.put('/machine/m1', { name: 'Brecher' }).catch((caught: unknown) => caught);
    expect((change as ApiError).message).toBe(OFFLINE_CHANGE_MESSAGE);
    const read = await apiClient.get('/machine/m1').catch((caught: unknown) => caught);
    expect(read).toBeInstanceOf(TypeError);
  });

  it('goes offline when a request gets no answer though the browser claims a connection, and back when a probe gets one', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    await apiClient.get('/order').catch(() => undefined);
    expect(navigator.onLine).toBe(true);
    expect(onlineManager.isOnline()).toBe(false);
    // The probe gets no answer either: still offline.
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(fetchMock).toHaveBeenLastCalledWith('/backend/api/me', expect.objectContaining({ method: 'HEAD' }));
    expect(onlineManager.isOnline()).toBe(false);
    // Any answer, a 401 too, means the connection is back.
    fetchMock.mockResolvedValue(new Response(null, { status: 401 }));
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(onlineManager.isOnline()).toBe(true);
    const probes = fetchMock.mock.calls.length;
    await vi.advanceTimersByTimeAsync(3 * PROBE_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(probes);
  });

  it('goes offline with the German reason when a PDF request gets no answer', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await postForFile('/dynamic-load-analysis/d1/pdf', {}).catch((caught: unknown) => caught);
    expect((error as ApiError).message).toBe(OFFLINE_CHANGE_MESSAGE);
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('stays online when a request is aborted', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('aborted', 'AbortError')));
    await apiClient.get('/order').catch(() => undefined);
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('sends Accept JSON, same-origin credentials and JSON bodies to /backend/api', async () => {
    const { fetchMock } = mockApi({ 'POST /machine': { body: { machineId: 'm1' } } });
    const answer = await apiClient.post<{ machineId: string }>('/machine', { name: 'Brecher', owner: null });
    expect(answer).toEqual({ machineId: 'm1' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/backend/api/machine');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      body: JSON.stringify({ name: 'Brecher', owner: null }),
    });
    expect((init!.headers as Record<string, string>)['Accept']).toBe('application/json');
    expect((init!.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends no body (and no content type) on GET and on DELETE without payload', async () => {
    const { fetchMock } = mockApi({
      'DELETE /project/p1/user/u1': { status: 204 },
      '/history/p1': { body: { items: [] } },
    });
    await apiClient.delete('/project/p1/user/u1');
    await apiClient.get('/history/p1', { query: { skip: 0, limit: 10 } });
    expect(fetchMock.mock.calls[0]![1]!.body).toBeUndefined();
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(fetchMock.mock.calls[1]![0]).toBe('/backend/api/history/p1?skip=0&limit=10');
  });

  it('turns non-OK answers into ApiError with status, status text and the error body', async () => {
    mockApi({
      'PUT /machine/m1': apiError(422, 'Die Eingaben sind nicht gültig.', {
        violations: [{ propertyPath: 'name', title: 'Dieses Feld ist ein Pflichtfeld' }],
      }),
    });
    const error = await apiClient.put('/machine/m1', { name: '' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, statusText: 'Error', message: 'Die Eingaben sind nicht gültig.' });
    expect((error as ApiError).violations).toEqual([
      { propertyPath: 'name', title: 'Dieses Feld ist ein Pflichtfeld' },
    ]);
  });

  it('runs the global handler on 401 only', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockApi({ '/project': apiError(401, 'Bitte melden Sie sich an.'), '/machine': apiError(403) });
    await expect(apiClient.get('/machine')).rejects.toMatchObject({ status: 403 });
    expect(handler).not.toHaveBeenCalled();
    await expect(apiClient.get('/project')).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('writes arrays as repeated key[] parameters', () => {
    expect(toQueryString({ roles: ['foreman', 'appraiser'], skip: 0, search: undefined })).toBe(
      '?roles%5B%5D=foreman&roles%5B%5D=appraiser&skip=0',
    );
  });
});
