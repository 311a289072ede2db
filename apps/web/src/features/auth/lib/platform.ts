/**
 * iOS (seed 000 §2.1: /login adds a manual-login prompt there). iPadOS reports itself as a Mac, so a Mac with
 * a touch screen counts too.
 */
export function isIOS(userAgent: string, maxTouchPoints = 0): boolean {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return true;
  return /Macintosh/i.test(userAgent) && maxTouchPoints > 1;
}

export function isIOSDevice(): boolean {
  if (typeof navigator === 'undefined') return false;
  return isIOS(navigator.userAgent, navigator.maxTouchPoints);
}
