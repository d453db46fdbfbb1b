/**
 * The wearables whose makers offer an OAuth 2.0 web API: a person connects once, and their daily
 * readings come in by themselves. (Apple Health has no web API: it comes in as an export file.)
 */
export const OAUTH_WEARABLES = ['oura', 'whoop', 'withings'] as const;
export type OAuthWearable = (typeof OAUTH_WEARABLES)[number];

export const isOAuthWearable = (value: string): value is OAuthWearable => (OAUTH_WEARABLES as readonly string[]).includes(value);

/** What each one brings in, in the words the Connected devices card uses. */
export const OAUTH_WEARABLE_READINGS: Record<OAuthWearable, string> = {
  oura: 'Readiness score, sleep, heart rate variability (RMSSD), lowest heart rate, respiratory rate, oxygen saturation and temperature deviation',
  whoop:
    'Recovery score, sleep, resting heart rate, heart rate variability (RMSSD), oxygen saturation, respiratory rate and skin temperature',
  withings: 'Weight, blood pressure and heart rate from the blood-pressure cuff',
};
