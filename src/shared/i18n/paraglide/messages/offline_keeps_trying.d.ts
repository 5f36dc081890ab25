/**
* | output |
* | --- |
* | "Freight Desk keeps trying on its own." |
*
* @param {Offline_Keeps_TryingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_keeps_trying: ((inputs?: Offline_Keeps_TryingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_Keeps_TryingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Offline_Keeps_TryingInputs = {};
