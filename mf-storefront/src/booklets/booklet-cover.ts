/** The printed booklet's proportions (width / height): covers and their stand-ins keep them. */
export const COVER_ASPECT_RATIO = 2362 / 3307;
