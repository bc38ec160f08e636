// The device register API (issue 37 item 4, decision 0680). Everybody signed in reads it (the
// test forms choose their device from it); `manageDevices` (admins, appraisers, installation
// appraisers) registers devices and their calibration certificates.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  certificateSchema,
  createCertificateSchema,
  createdDeviceSchema,
  deviceListSchema,
  deviceSchema,
  deviceViewSchema,
} from '@baustellendoku/domain';
import { pathId } from '../../platform/access/index.js';
import {
  addCertificate,
  createDevice,
  deleteCertificate,
  getDevice,
  listDevices,
  updateDevice,
} from './devices.service.js';

const deviceParams = z.object({ deviceId: pathId });
const certificateParams = z.object({ deviceId: pathId, certificateId: pathId });
const manage = { access: { global: 'manageDevices' } } as const;

export async function devicesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, storage: app.storage };

  api.get('/device', { schema: { response: { 200: deviceListSchema } }, config: { access: 'signedIn' } }, async () => ({
    items: await listDevices(app.db),
  }));

  api.get(
    '/device/:deviceId',
    { schema: { params: deviceParams, response: { 200: deviceViewSchema } }, config: { access: 'signedIn' } },
    async (request) => getDevice(app.db, request.params.deviceId),
  );

  api.post(
    '/device',
    { schema: { body: deviceSchema, response: { 201: createdDeviceSchema } }, config: manage },
    async (request, reply) => reply.code(201).send(await createDevice(app.db, request.body)),
  );

  api.put(
    '/device/:deviceId',
    { schema: { params: deviceParams, body: deviceSchema, response: { 200: deviceViewSchema } }, config: manage },
    async (request) => updateDevice(deps, request.access.user, request.params.deviceId, request.body),
  );

  api.post(
    '/device/:deviceId/certificate',
    {
      schema: { params: deviceParams, body: createCertificateSchema, response: { 201: certificateSchema } },
      config: manage,
    },
    async (request, reply) => {
      const certificate = await addCertificate(deps, request.access.user, request.params.deviceId, request.body);
      return reply.code(201).send(certificate);
    },
  );

  api.delete(
    '/device/:deviceId/certificate/:certificateId',
    { schema: { params: certificateParams }, config: manage },
    async (request, reply) => {
      const { deviceId, certificateId } = request.params;
      await deleteCertificate(deps, request.access.user, deviceId, certificateId);
      return reply.code(204).send();
    },
  );
}
