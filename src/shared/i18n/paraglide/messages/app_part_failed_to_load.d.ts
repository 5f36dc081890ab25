/**
* | output |
* | --- |
* | "Part of Freight Desk failed to load. Restart the app; if it keeps happening, reinstall it." |
*
* @param {App_Part_Failed_To_LoadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_part_failed_to_load: ((inputs?: App_Part_Failed_To_LoadInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<App_Part_Failed_To_LoadInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type App_Part_Failed_To_LoadInputs = {};
