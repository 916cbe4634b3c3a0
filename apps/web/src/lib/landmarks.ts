/** The id of the page's <main> landmark: the skip link's target, and where forms look for errors. */
export const MAIN_ID = 'main-content';
