import { start } from './main';

process.env.NODE_ENV ??= 'development';
await start('dev');
