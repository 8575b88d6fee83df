import { existsSync } from 'node:fs';
import { start } from './main';

if (existsSync('.env')) process.loadEnvFile('.env');
process.env.NODE_ENV ??= 'development';
await start('dev');
