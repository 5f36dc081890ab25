/**
* | output |
* | --- |
* | "The shipment list sync stopped unexpectedly (exit code {code})." |
*
* @param {Main_Sync_Stopped_ExitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_sync_stopped_exit: ((inputs: Main_Sync_Stopped_ExitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Sync_Stopped_ExitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Sync_Stopped_ExitInputs = {
    code: NonNullable<unknown>;
};
