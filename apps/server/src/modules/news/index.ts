/** The news domain's public face: the feed as the global search reads it. */
export { searchNews } from './news.service';
