import { describe, expect, it } from 'vitest';
import { LANDING_PATHS, landingPathFor } from './landing';

describe('landingPathFor (seed 000 §2.3)', () => {
  it('sends each role to its workbench', () => {
    expect(landingPathFor(['undertaker'])).toBe('/apps/undertaker/index');
    expect(landingPathFor(['members'])).toBe('/apps/todo/index');
    expect(landingPathFor(['admin'])).toBe('/apps/staff/index');
    expect(landingPathFor(['staff'])).toBe('/apps/staff/index');
  });
  it('sends a guest to login', () => {
    expect(landingPathFor([])).toBe('/login');
    expect(landingPathFor(null)).toBe('/login');
    expect(landingPathFor(undefined)).toBe('/login');
  });
  it('never sends a signed-in user to login', () => {
    expect(landingPathFor(['user'])).toBe(LANDING_PATHS.signedIn);
    expect(landingPathFor(['user'])).not.toBe('/login');
  });
  it('prefers the seed order when a user holds several roles', () => {
    expect(landingPathFor(['admin', 'undertaker'])).toBe('/apps/undertaker/index');
    expect(landingPathFor(['staff', 'members'])).toBe('/apps/todo/index');
  });
});
