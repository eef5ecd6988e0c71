import { afterEach, describe, expect, it } from 'vitest';
import { readPlaybackSpeed, storePlaybackSpeed } from '../playback-speed';

describe('playback speed', () => {
  afterEach(() => localStorage.clear());

  it('starts at 1× and then keeps the last choice for the next lecture', () => {
    expect(readPlaybackSpeed()).toBe(1);
    storePlaybackSpeed(2);
    expect(readPlaybackSpeed()).toBe(2);
  });

  it('ignores a stored value the player does not offer', () => {
    localStorage.setItem('playbackRate', '16');
    expect(readPlaybackSpeed()).toBe(1);
    localStorage.setItem('playbackRate', 'fast');
    expect(readPlaybackSpeed()).toBe(1);
  });
});
