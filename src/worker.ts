import { enableCompileCache } from 'node:module';

// The worker process (`worker-process.ts`), its modules' compiled code cached on disk as the web
// process's are (src/main.ts).
enableCompileCache();
await import('./worker-process.ts');
