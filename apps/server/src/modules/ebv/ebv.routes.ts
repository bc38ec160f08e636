// The recycled-material area (spec part 2): one module for modules/index.ts.
import type { FastifyInstance } from 'fastify';
import { ebvProjectRoutes } from './ebv-project.routes.js';
import { wreckingPileRoutes } from './wrecking-piles.routes.js';

export async function ebvRoutes(app: FastifyInstance) {
  await ebvProjectRoutes(app);
  await wreckingPileRoutes(app);
}
