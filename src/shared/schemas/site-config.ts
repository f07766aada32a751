// What the server's configuration tells the web app (GET /api/site-config): read once per visit.

/** Map tiles from MAP_TILES_URL; without them pages show a location card and a Directions link instead of a map. */
export interface MapTilesConfig {
  /** An XYZ template, e.g. https://tile.example.org/{z}/{x}/{y}.png. */
  url: string;
  /** Plain text shown in the map's corner, as the tile provider requires. */
  attribution: string | null;
}

/**
 * Why sign-up is closed, in the words the server's refusal uses (503 mail_not_configured): a production site
 * without SMTP_URL cannot send the email that verifies a new account.
 */
export const SIGN_UP_WITHOUT_MAIL =
  'Sign-up is closed for now: this site cannot send the email that verifies a new account yet. Please try again later.';

export interface SiteConfigResponse {
  mapTiles: MapTilesConfig | null;
  /** Null while sign-up is open; otherwise the message the sign-up page shows instead of its form. */
  signUpClosed: typeof SIGN_UP_WITHOUT_MAIL | null;
}
