import { CourierRefused } from '../courier';

/** How the shop asks Pathao for a token: with the merchant's login, or with the refresh token it was given. */
export type PathaoGrant = { grant_type: 'password' } | { grant_type: 'refresh_token'; refresh_token: string };

/** A token Pathao issued. */
export interface IssuedToken {
  accessToken: string;
  refreshToken: string | null;
  expiresInSeconds: number;
}

interface HeldToken {
  accessToken: string;
  refreshToken: string | null;
  renewAt: number;
}

/** Tokens are renewed this long before Pathao says they expire. */
const TOKEN_MARGIN_MS = 60_000;

/**
 * Pathao's bearer token, kept until shortly before it expires (five days). Renewal prefers the refresh token and falls
 * back to the merchant's login when Pathao refuses it; one renewal at a time, callers arriving meanwhile wait for it.
 */
export function createPathaoTokens(issue: (grant: PathaoGrant) => Promise<IssuedToken>, now: () => number) {
  let held: HeldToken | null = null;
  let renewing: Promise<HeldToken> | null = null;

  async function renewal(refreshToken: string | null): Promise<HeldToken> {
    let issued: IssuedToken;
    if (refreshToken) {
      try {
        issued = await issue({ grant_type: 'refresh_token', refresh_token: refreshToken });
      } catch (error) {
        if (!(error instanceof CourierRefused)) throw error;
        issued = await issue({ grant_type: 'password' });
      }
    } else {
      issued = await issue({ grant_type: 'password' });
    }
    return {
      accessToken: issued.accessToken,
      refreshToken: issued.refreshToken ?? refreshToken,
      renewAt: now() + issued.expiresInSeconds * 1000 - TOKEN_MARGIN_MS,
    };
  }

  async function renew(): Promise<string> {
    renewing ??= renewal(held?.refreshToken ?? null).finally(() => {
      renewing = null;
    });
    held = await renewing;
    return held.accessToken;
  }

  return {
    /** A token that has not expired, renewed first when it has. */
    async current(): Promise<string> {
      if (held && held.renewAt > now() && !renewing) return held.accessToken;
      return renew();
    },
    /** Pathao refused `refused`: a new one, unless another call has already replaced it. */
    async replace(refused: string): Promise<string> {
      if (held && held.accessToken !== refused && held.renewAt > now() && !renewing) return held.accessToken;
      return renew();
    },
  };
}
