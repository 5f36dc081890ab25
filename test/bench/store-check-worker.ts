/*
 * The check of a store file where the app runs it, off main's thread
 * (serve-list-sync.ts answers main's check with checkStoreFile): started by
 * store-figures.ts on the bench's filled store; tells how long it took.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { checkStoreFile } from '@main/store';

const { file } = workerData as { file: string };
const started = performance.now();
const check = checkStoreFile(file);
parentPort?.postMessage({ ms: performance.now() - started, damaged: check.damaged });
