import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addSuitabilityDocumentsSchema,
  createdMachineSchema,
  createSuitabilitySchema,
  machineListSchema,
  machineSchema,
  machineViewSchema,
  suitabilitySchema,
} from '@baustellendoku/domain';
import { pathId } from '../../platform/access/index.js';
import {
  addSuitability,
  addSuitabilityDocuments,
  createMachine,
  getMachine,
  listMachines,
  updateMachine,
} from './machines.service.js';

const machineParams = z.object({ machineId: pathId });
const suitabilityParams = z.object({ machineId: pathId, suitabilityId: pathId });
const machineAnswer = { 200: machineViewSchema };

// Machines are administration (rule manageMachines = admin, spec part 1 §6). The guard runs
// before validation and the id check, so a non-admin gets 403 whatever the id or body.
export async function machinesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/machine',
    { schema: { response: { 200: machineListSchema } }, config: { access: { global: 'manageMachines' } } },
    async () => {
      return { items: await listMachines(app.db) };
    },
  );

  api.get(
    '/machine/:machineId',
    { schema: { params: machineParams, response: machineAnswer }, config: { access: { global: 'manageMachines' } } },
    async (request) => {
      return getMachine(app.db, request.params.machineId);
    },
  );

  api.post(
    '/machine',
    {
      schema: { body: machineSchema, response: { 201: createdMachineSchema } },
      config: { access: { global: 'manageMachines' } },
    },
    async (request, reply) => {
      return reply.code(201).send(await createMachine(app.db, request.body));
    },
  );

  api.put(
    '/machine/:machineId',
    {
      schema: { params: machineParams, body: machineSchema, response: machineAnswer },
      config: { access: { global: 'manageMachines' } },
    },
    async (request) => {
      return updateMachine(app.db, request.params.machineId, request.body);
    },
  );

  api.post(
    '/machine/:machineId/suitability',
    {
      schema: { params: machineParams, body: createSuitabilitySchema, response: { 201: suitabilitySchema } },
      config: { access: { global: 'manageMachines' } },
    },
    async (request, reply) => {
      const user = request.access.user;
      const suitability = await addSuitability(app.db, user, request.params.machineId, request.body);
      return reply.code(201).send(suitability);
    },
  );

  api.put(
    '/machine/:machineId/suitability/:suitabilityId',
    {
      schema: { params: suitabilityParams, body: addSuitabilityDocumentsSchema, response: { 200: suitabilitySchema } },
      config: { access: { global: 'manageMachines' } },
    },
    async (request) => {
      const user = request.access.user;
      const { machineId, suitabilityId } = request.params;
      return addSuitabilityDocuments(app.db, user, machineId, suitabilityId, request.body.documents);
    },
  );
}
