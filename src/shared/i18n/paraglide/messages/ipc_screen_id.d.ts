/**
* | output |
* | --- |
* | "A screen id is lower-case letters and dashes" |
*
* @param {Ipc_Screen_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_screen_id: ((inputs?: Ipc_Screen_IdInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ipc_Screen_IdInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ipc_Screen_IdInputs = {};
