/** The corporate news: the welcome page's ticker and, for its editors, the edit form. */
export { NewsTicker } from './components/news-ticker';
