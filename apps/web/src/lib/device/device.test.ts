import { describe, expect, it } from 'vitest';
import { deviceTypeOf, isPhoneLike } from './device';

const UA = {
  pixel: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadOs: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

describe('device type', () => {
  it.each([
    [UA.pixel, 0, 'android'],
    [UA.iphone, 5, 'ios'],
    [UA.ipadOs, 5, 'ios'],
    [UA.ipadOs, 0, 'web'],
    [UA.windows, 0, 'web'],
    [UA.linux, 0, 'web'],
  ] as const)('%s (%i touch points) -> %s', (ua, touch, type) => {
    expect(deviceTypeOf(ua, touch)).toBe(type);
  });
});

describe('phone-like landing', () => {
  it('treats phones as phones', () => {
    expect(isPhoneLike(UA.pixel, false)).toBe(true);
    expect(isPhoneLike(UA.iphone, false)).toBe(true);
  });
  it('treats a desktop with a mouse as desktop', () => {
    expect(isPhoneLike(UA.windows, false)).toBe(false);
    expect(isPhoneLike(UA.ipadOs, false, 0)).toBe(false);
  });
  it('treats a coarse pointer or an iPad as phone-like', () => {
    expect(isPhoneLike(UA.linux, true)).toBe(true);
    expect(isPhoneLike(UA.ipadOs, false, 5)).toBe(true);
  });
});
