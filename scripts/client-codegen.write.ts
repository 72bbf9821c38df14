import { writeFileSync } from 'node:fs';
import { CLIENT_TYPES, generateClientTypes } from './client-codegen.js';

/** `npm run client:codegen`: writes the TypeScript client's generated types (commit them). */
writeFileSync(CLIENT_TYPES, await generateClientTypes());
console.log(`wrote ${CLIENT_TYPES}`);
