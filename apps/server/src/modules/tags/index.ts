/** The tags domain's public face: the FAQ checks its items' tags through it. */
export { tagIdsOfSection } from './tags.repository';
