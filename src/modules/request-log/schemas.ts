// The request log's resource as the API answers it (GET /v1/request-log).
import { Type } from 'typebox';
import { PageNamed, Timestamp } from '../../http/schemas.ts';

export const LoggedRequest = Type.Object(
  {
    id: Type.String(),
    method: Type.String(),
    path: Type.String({ description: 'The path called; of its query string only page, size and sort are kept' }),
    route: Type.Union([Type.String(), Type.Null()], { description: 'The route it matched, such as /v1/transfers/:id' }),
    status: Type.Integer({ description: 'The HTTP status answered' }),
    requestId: Type.String({ description: 'The X-Request-Id of the answer' }),
    errorCode: Type.Union([Type.String(), Type.Null()], { description: 'The code of the error body answered, if any' }),
    durationMs: Type.Number({ description: 'Time from the request to its answer, in milliseconds' }),
    createdAt: Timestamp,
    apiKey: Type.Union([Type.Object({ id: Type.String(), label: Type.String(), clientId: Type.String() }), Type.Null()], {
      description: 'The API key whose access token made the call',
    }),
  },
  { $id: 'LoggedRequest', description: 'One API call of the integrator: never its body, headers or query values' },
);

export const LoggedRequestPage = PageNamed(LoggedRequest);
