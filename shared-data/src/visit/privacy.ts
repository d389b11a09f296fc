/** Global Privacy Control (a browser or extension setting): when sent, nothing is tracked. */
export function isTrackingAllowed(): boolean {
  const { globalPrivacyControl } = navigator as Navigator & { globalPrivacyControl?: boolean };
  return globalPrivacyControl !== true;
}
