// What the server's configuration tells the web app (GET /api/site-config): read once per visit.

/** Map tiles from MAP_TILES_URL; without them pages show a location card and a Directions link instead of a map. */
export interface MapTilesConfig {
  /** An XYZ template, e.g. https://tile.example.org/{z}/{x}/{y}.png. */
  url: string;
  /** Plain text shown in the map's corner, as the tile provider requires. */
  attribution: string | null;
}

export interface SiteConfigResponse {
  mapTiles: MapTilesConfig | null;
}
