import type { Question } from '@school/contracts';
import { fileUrl } from '../files';
import type { QuestionView } from './questions.repository';

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

export function toQuestionDto(view: QuestionView, canDelete: boolean): Question {
  const { row, student, answer, answeredBy } = view;
  return {
    id: row.id,
    student: {
      id: student.id,
      name: fullName(student),
      email: student.email,
      avatar: view.avatar ? fileUrl(view.avatar) : null,
    },
    course: view.course,
    lesson: view.lesson,
    addressedTo: view.addressedTo ? { id: view.addressedTo.id, name: fullName(view.addressedTo) } : null,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    answer: answer
      ? {
          text: answer.text,
          staff: answeredBy ? { id: answeredBy.id, name: fullName(answeredBy) } : null,
          updatedAt: answer.updatedAt.toISOString(),
        }
      : null,
    canDelete,
  };
}
