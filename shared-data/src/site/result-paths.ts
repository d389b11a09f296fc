// The route patterns of the two result pages, which more than one app routes: the shell, the
// remote that owns the page, and a remote running standalone that sends visitors there.

/** The personalised guide made from the visitor's session (guide remote). */
export const guideResultPath = '/salesiq-guide/:industry/:companySlug';

/** The generated bot script made from the visitor's session (generator remote). */
export const scriptPagePath = '/generate-bot-script/:industry/:companySlug';
