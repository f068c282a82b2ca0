import { pincodeParamsSchema, pincodePlaceSchema } from '../pincode.ts';
import { defineCalls, errorResponses } from './define.ts';

export const pincodeCalls = defineCalls({
  'pincode.lookUp': {
    tags: ['addresses'],
    summary: 'City and state of an Indian pincode, from India Post data',
    description:
      'Fills the address form. 400 when the pincode is not 6 digits, 404 when India Post ' +
      'does not list it. Answers may be cached for a day.',
    params: pincodeParamsSchema,
    response: { 200: pincodePlaceSchema, ...errorResponses(400, 404) },
  },
});
