import { formStateStore } from '~/address/form-state.server';

/**
 * The refused callback form of /integration, carried to the next GET (see formStateStore). Its
 * path is '/', not '/integration': with JavaScript the page's data is fetched from
 * /integration.data, which a cookie path of /integration does not cover.
 */
export const integrationFormState = formStateStore('integration_form', '/');
