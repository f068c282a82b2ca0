import { adminStatsSchema, agentStatsSchema, statsQuerySchema } from '../stats.ts';
import { defineCalls, errorResponses } from './define.ts';

const tags = ['stats'];

/** The dashboards' figures (docs/product.md, "Admin: dashboard"). */
export const statsCalls = defineCalls({
  'stats.admin.get': {
    tags,
    summary: 'The business at a glance over a period (Admin)',
    description:
      '`from` and `to` are India days, both inclusive, at most 366 days apart (400 otherwise). ' +
      'Money in rupees, rates from 0 to 1 (0 when nothing was delivered or returned), every ' +
      'figure a number. `previous` is the period of the same length just before.',
    query: statsQuerySchema,
    response: { 200: adminStatsSchema, ...errorResponses(400, 401, 403) },
  },
  'stats.agent.get': {
    tags,
    summary: "The agent's own business over a period (Agent)",
    description:
      'Orders placed with the agent as their agent: count, sales, commission, RTO rate, each ' +
      'week (Monday, India time) and the orders by present state. Same period rules as ' +
      'the admin-stats call.',
    query: statsQuerySchema,
    response: { 200: agentStatsSchema, ...errorResponses(400, 401, 403) },
  },
});
