/**
 * The preload: runs sandboxed, in its own JavaScript world, before the page.
 * It exposes exactly one object, window.freightDesk, and nothing of Electron
 * or Node: the page can call the contract's channels and listen to its events,
 * nothing more.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { createPreloadBridge } from './ipc-bridge';

contextBridge.exposeInMainWorld('freightDesk', createPreloadBridge(ipcRenderer));
