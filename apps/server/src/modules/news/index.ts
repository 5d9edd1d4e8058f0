/** The news domain's public face: the feed as the global search reads it; a write and a delete for the seed. */
export { createNews, removeNews, searchNews } from './news.service';
