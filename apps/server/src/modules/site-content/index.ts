/** The site-content domain's public face: the demo seed writes the blocks in the shape the API stores. */
export type { StoredContent } from './site-content.mapper';
export { jsonValue } from './site-content.repository';
