/** The FAQ domain's public face: a question's create and delete, for the demo seed's trash. */
export { createFaqItem, removeFaqItem } from './faq.service';
