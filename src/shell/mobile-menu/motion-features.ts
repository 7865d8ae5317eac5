/**
 * framer-motion's DOM animation features, in their own module so LazyMotion loads them in a
 * separate chunk after the menu panel renders (see mobile-menu-panel.tsx).
 */
export { domAnimation } from 'framer-motion';
