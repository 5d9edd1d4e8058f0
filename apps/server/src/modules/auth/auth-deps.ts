import { SERVER_MESSAGES } from '@school/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { badRequest } from '../../http-errors';
import type { Mailer } from '../mail';
import type { AuthThrottle } from './auth-throttle';
import type { KnownDevices } from './known-device';

/** What the auth services need, built once in auth.routes.ts. */
export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  issueToken: FastifyInstance['issueToken'];
  throttle: AuthThrottle;
  devices: KnownDevices;
  /** The clock of reset expiry and the throttle, in ms. */
  now: () => number;
}

/** 400, never 401: a 401 makes the web app log the user out. */
export const invalidPassword = (path = 'password') => badRequest(SERVER_MESSAGES.invalidPassword, path);
export const userNotFound = () => badRequest(SERVER_MESSAGES.userNotFound, 'email');
