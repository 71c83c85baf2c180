import express, { type RequestHandler, type Router } from 'express';
import { z } from 'zod';
import { jsonBody } from '../http/handlers';
import { channelsFor } from './channels';
import { argument, GraphQLSyntaxError, parseQuery, project, validate, type Schema } from './graphql';

const SCHEMA: Schema = {
  Channel: { ID: 'scalar', Vendor: 'Vendor', ShopUrl: 'scalar' },
  Vendor: { ID: 'scalar', Locale: 'scalar' },
};

const requestBody = z.object({
  query: z.string().min(1).max(10_000),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().nullish(),
});

/**
 * `/merchandise-api`: `POST /graphql` answering the `Channels(vendor, locale)` query with one
 * channel per storefront (an unknown vendor or locale gives an empty list). Errors follow
 * GraphQL: 400 `{ errors: [{ message }] }` for a query that does not parse or asks for unknown fields.
 */
export function createMerchandiseRouter({ requireBearer }: { requireBearer: RequestHandler }): Router {
  const router = express.Router();
  router.use(requireBearer, jsonBody());
  router.post('/graphql', (req, res) => {
    const body = requestBody.safeParse(req.body);
    if (!body.success) return res.status(400).json({ errors: [{ message: 'Body must be { query: string, variables?: object }.' }] });
    const variables = body.data.variables ?? {};
    try {
      const fields = parseQuery(body.data.query);
      for (const field of fields) {
        if (field.name === 'Channels') validate(SCHEMA, 'Channel', field.selections);
        else if (field.name !== '__typename') throw new GraphQLSyntaxError(`Cannot query field "${field.name}" on type "Query".`);
      }
      const data: Record<string, unknown> = {};
      for (const field of fields) {
        if (field.name === '__typename') data[field.alias] = 'Query';
        else data[field.alias] = project(SCHEMA, 'Channel', channelsFor(argument(field, 'vendor', variables), argument(field, 'locale', variables)), field.selections);
      }
      return res.set('Cache-Control', 'no-store').json({ data });
    } catch (error) {
      if (error instanceof GraphQLSyntaxError) return res.status(400).json({ errors: [{ message: error.message }] });
      throw error;
    }
  });
  return router;
}
