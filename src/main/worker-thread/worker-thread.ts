/*
 * The worker thread's entry file (built as worker-thread.js beside main's
 * index.js): it serves the role its workerData names (worker-roles.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { workerRoleOf, workerRoles } from './worker-roles';

if (!parentPort) throw new Error('Freight Desk: worker-thread.js runs only as a worker thread.');
workerRoles[workerRoleOf(workerData)](parentPort);
