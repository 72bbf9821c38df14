import type { ApolloServerPlugin } from '@apollo/server';
import { explorerLanding } from './explorer.page.js';

/** Replaces Apollo's landing page (Sandbox from a CDN) on GET /graphql in a browser with a pointer to /explorer. */
export const explorerLandingPage: ApolloServerPlugin = {
  async serverWillStart() {
    const html = explorerLanding();
    return { renderLandingPage: async () => ({ html }) };
  },
};
