/** The questions domain's public face: the waiting count for «Главная». */

export { waitingCount } from './questions.service';
