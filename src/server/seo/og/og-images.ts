/** Open Graph's large picture: 1200×630, the size Facebook, LinkedIn and X show full width. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** A page's share picture: its path on this site and the text that describes it. */
export interface PageImage {
  path: string;
  alt: string;
  width: number;
  height: number;
}

export const ogImagePaths = {
  home: '/api/og/home.png',
  provider: (id: number) => `/api/og/provider/${id}.png`,
  procedure: (id: string) => `/api/og/procedure/${id}.png`,
};

const card = (path: string, alt: string): PageImage => ({
  path,
  alt,
  width: CARD_WIDTH,
  height: CARD_HEIGHT,
});

/** The home page's card, which pages without a card of their own share. */
export const homeImage = card(
  ogImagePaths.home,
  'TruSelf — compare verified cosmetic, aesthetic and wellness providers and read procedure guides',
);

export const providerImage = (id: number, alt: string) => card(ogImagePaths.provider(id), alt);

export const procedureImage = (id: string, alt: string) => card(ogImagePaths.procedure(id), alt);
