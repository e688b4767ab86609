export { CatalogueScreen } from './components/catalogue-screen';
