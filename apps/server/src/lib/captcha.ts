/** Checks the g-recaptcha-response of a form. Pluggable; off unless RECAPTCHA_SECRET is set. */
export type CaptchaVerifier = (token: string | undefined, ip: string) => Promise<boolean>;

export const captchaOff: CaptchaVerifier = async () => true;

export function createRecaptchaVerifier(secret: string): CaptchaVerifier {
  return async (token, ip) => {
    if (!token) return false;
    try {
      const response = await fetch('https://www.google.com/recaptcha/api/siteverify', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: token, remoteip: ip }),
        signal: AbortSignal.timeout(5_000),
      });
      const result = (await response.json()) as { success?: boolean };
      return result.success === true;
    } catch {
      return false;
    }
  };
}
