/**
* | output |
* | --- |
* | "Run `npm run rebuild:electron` to rebuild it for Electron, then start the app again." |
*
* @param {Main_Store_Rebuild_ElectronInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_rebuild_electron: ((inputs?: Main_Store_Rebuild_ElectronInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Store_Rebuild_ElectronInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Store_Rebuild_ElectronInputs = {};
