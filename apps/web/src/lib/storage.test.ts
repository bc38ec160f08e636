// The picture of the last screen that builds before decision 0540 kept is the user's data: a newer
// build removes it from the device, and nothing else.
import { describe, expect, it } from 'vitest';
import { CURRENT_USER_KEY, forgetScreenPicture } from './storage';

describe('forgetScreenPicture', () => {
  it('removes the old picture of the last screen and keeps the signed-in user', () => {
    localStorage.setItem('screen-snapshot', '{"html":"<main>Bestellungen</main>"}');
    localStorage.setItem(CURRENT_USER_KEY, '{"user":{"userId":"u1"}}');
    forgetScreenPicture();
    expect(localStorage.getItem('screen-snapshot')).toBeNull();
    expect(localStorage.getItem(CURRENT_USER_KEY)).toBe('{"user":{"userId":"u1"}}');
  });
});
