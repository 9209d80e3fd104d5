/**
 * Every API module, registered under /api in this order. A module is a Fastify plugin
 * (routes.ts) that owns its routes, service and tests.
 */
import type { FastifyPluginAsync } from 'fastify';
import health from './health/routes';
import auth from './auth/plugin';
import { mailPlugin } from '../lib/mail';
import authRoutes from './auth/routes';
import bookings from './bookings/routes';
import departures from './departures/routes';
import rates from './rates/routes';
import reviews from './reviews/routes';
import favourites from './favourites/routes';
import leads from './leads/routes';
import waitlist from './waitlist/routes';
import jobs from './jobs/plugin';
import payments from './payments/routes';
import staff from './staff/routes';
import publishing from './publishing/routes';

// auth first: it decorates app.authenticate / app.optionalUser for every module after it;
// publishing before staff, whose status route reads app.publisher.
export const apiModules: FastifyPluginAsync[] = [mailPlugin, auth, health, authRoutes, bookings, departures, rates, reviews, favourites, leads, waitlist, jobs, payments, publishing, staff];
