// The extraction worker is TypeScript. The server runs under tsx (node --import tsx), whose hooks
// a worker started with the parent's execArgv gets too; a parent without them (vitest, a script)
// would leave the worker unable to load a .ts file, so tsx is registered here in either case.
import { register } from 'tsx/esm/api';

register();
await import('./extract-worker.ts');
