/**
 * Every API module, registered under /api in this order. A module is a Fastify plugin
 * (routes.ts) that owns its routes, service and tests.
 */
import type { FastifyPluginAsync } from 'fastify';
import health from './health/routes';

export const apiModules: FastifyPluginAsync[] = [health];
