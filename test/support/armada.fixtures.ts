/** The Armada request bodies live beside the service, which shows them as OpenAPI examples. */
export * from '../../src/armada/armada.examples.js';
