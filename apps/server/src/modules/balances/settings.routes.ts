import { ADMIN_ROLES } from '@school/contracts';
import {
  commissionRulesBodySchema,
  commissionRulesResponseSchema,
  earningsSettingsBodySchema,
  earningsSettingsSchema,
} from '@school/contracts/balances';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import {
  listCommissionRules,
  readEarningsSettings,
  replaceCommissionRules,
  updateEarningsSettings,
} from './earnings-settings.service';

const tags = ['balances'];
// /settings-earnings: any staff member reads (authors see what they earn by); admins change.
const adminOnly = { roles: ADMIN_ROLES };

/** Mounted under /commission-rules. */
export const commissionRulesRoutes: ModulePlugin = async (app, { db }) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Commission rules: who earns what percent of which payments, and the hold days',
        response: { 200: commissionRulesResponseSchema },
      },
    },
    () => listCommissionRules(db),
  );

  app.put(
    '/',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Replace the whole set of commission rules (past accruals never change)',
        body: commissionRulesBodySchema,
        response: { 200: commissionRulesResponseSchema },
      },
    },
    (request) => replaceCommissionRules(db, currentStaff(request).id, request.body),
  );
};

/** Mounted under /earnings-settings. */
export const earningsSettingsRoutes: ModulePlugin = async (app, { db }) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Payout settings: the minimum withdrawal',
        response: { 200: earningsSettingsSchema },
      },
    },
    () => readEarningsSettings(db),
  );

  app.put(
    '/',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Change the minimum withdrawal',
        body: earningsSettingsBodySchema,
        response: { 200: earningsSettingsSchema },
      },
    },
    (request) => updateEarningsSettings(db, currentStaff(request).id, request.body),
  );
};
