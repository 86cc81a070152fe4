import { enableCompileCache } from 'node:module';

// The web process (`web-process.ts`). Node keeps the compiled code of every module it loads after this
// on disk (its compile cache, in the system's temporary folder unless NODE_COMPILE_CACHE names one), so
// a restart reads it instead of parsing and compiling some thousand modules again (decision 0041).
enableCompileCache();
await import('./web-process.ts');
