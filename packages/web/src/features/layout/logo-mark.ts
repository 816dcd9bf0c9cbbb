/** The house of the logo mark (a 32×32 viewBox), drawn by the Logo component and by the HTML app shell. */
export const LOGO_MARK_PATH = 'M4 28V14L16 4l12 10v14h-8v-8h-8v8z';
