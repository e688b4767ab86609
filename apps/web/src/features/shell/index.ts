export { AppLayout } from './components/app-layout';
export { PublicLayout } from './components/public-layout';
export { AUTHENTICATION_SERVICE_URL, MAIN_NAV_ITEMS, visibleNavItems } from './utils/nav-items';
