/** Investor spec §4 Chat: the widget is closed (bubble only), open, or minimised to its title bar. */
export type ChatView = 'closed' | 'open' | 'minimised';
