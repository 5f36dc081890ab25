/**
* | output |
* | --- |
* | "The shipment list sync stopped: {why}" |
*
* @param {Main_Sync_StoppedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_sync_stopped: ((inputs: Main_Sync_StoppedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Sync_StoppedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Sync_StoppedInputs = {
    why: NonNullable<unknown>;
};
