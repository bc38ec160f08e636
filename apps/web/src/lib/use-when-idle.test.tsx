// Heavy work waits until the browser has been idle after the first paint (decision 0540): the first
// render never has it, a later one does.
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWhenIdle } from './use-when-idle';

describe('useWhenIdle', () => {
  it('is false in the first render and true once the browser was idle', async () => {
    const { result } = renderHook(() => useWhenIdle());
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });
});
