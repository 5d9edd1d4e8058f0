import {
  answerBodySchema,
  idParamsSchema,
  questionCoursesResponseSchema,
  questionDeleteResponseSchema,
  questionSchema,
  questionsQuerySchema,
  questionsResponseSchema,
  questionsScopeQuerySchema,
  questionsWaitingSchema,
} from '@school/contracts';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import {
  answerQuestion,
  getQuestion,
  listQuestions,
  questionCourses,
  removeQuestion,
  waitingCount,
} from './questions.service';

const tags = ['questions'];

/**
 * Any staff member: admins reach every question, curators and speakers those on the courses they author or
 * asked of them by name (403 otherwise). Deleting is for admins and the course's authors.
 */
export const questionsRoutes: ModulePlugin = async (app, { db, reads }) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Questions of students, waiting first, then newest (adminId: that person’s only)',
        querystring: questionsQuerySchema,
        response: { 200: questionsResponseSchema },
      },
    },
    (request) => listQuestions(reads(request).db, currentStaff(request), request.query),
  );

  app.get(
    '/waiting-count',
    {
      schema: {
        tags,
        summary: 'How many questions the caller can answer are waiting (the menu and tab badge)',
        querystring: questionsScopeQuerySchema,
        response: { 200: questionsWaitingSchema },
      },
    },
    (request) => waitingCount(db, currentStaff(request), request.query.adminId),
  );

  app.get(
    '/courses',
    {
      schema: {
        tags,
        summary: 'The courses that have questions the caller sees, with their waiting count (the filter)',
        querystring: questionsScopeQuerySchema,
        response: { 200: questionCoursesResponseSchema },
      },
    },
    (request) => questionCourses(db, currentStaff(request), request.query.adminId),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One question with its answer',
        params: idParamsSchema,
        response: { 200: questionSchema },
      },
    },
    (request) => getQuestion(db, currentStaff(request), request.params.id),
  );

  app.post(
    '/:id/answer',
    {
      schema: {
        tags,
        summary: 'Answer the question, or replace the answer’s text (plain text, not HTML)',
        params: idParamsSchema,
        body: answerBodySchema,
        response: { 200: questionSchema },
      },
    },
    (request) => answerQuestion(db, currentStaff(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete the question with its answer (admins and the course’s authors)',
        params: idParamsSchema,
        response: { 200: questionDeleteResponseSchema },
      },
    },
    (request) => removeQuestion(db, currentStaff(request), request.params.id),
  );
};
