// The operator accounts API: ADMIN_TOKEN makes the console's accounts (the command does the same on the server).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CreatedOperator, CreateOperatorBody } from './schemas.ts';
import type { OperatorService } from './service.ts';
import { actorOf } from '../audit/actor.ts';

export async function operatorRoutes(app: FastifyInstance, { operators }: { operators: OperatorService }): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().post('/v1/admin/operators', {
    config: { auth: 'admin', errors: ['operator.conflict', 'operator.second_factor_required'] },
    schema: {
      operationId: 'createOperator',
      tags: ['Operations'],
      summary: 'Create an operator account for the console at /ops (operator)',
      description:
        'Answers a one-time password (the first sign-in replaces it) and, unless secondFactor is false (sandbox only), the TOTP secret and ' +
        'otpauth:// provisioning URI, each shown only in this answer. 409 operator.conflict when the email has an account.',
      body: CreateOperatorBody,
      response: { 201: CreatedOperator },
    },
    handler: async (request, reply) => reply.code(201).send(await operators.create(request.body, 'admin', actorOf(request))),
  });
}
