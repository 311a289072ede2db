/** Where an unknown documentation address goes (the app's 404 page, seed 001 §2). */
export const NOT_FOUND_PATH = '/pages/errors/error-404';
