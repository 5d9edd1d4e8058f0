/** The services domain's public face: the public intake checks the service an application names. */
export { findServiceById } from './services.repository';
export { type ServicePaletteRow, searchServices } from './services.service';
