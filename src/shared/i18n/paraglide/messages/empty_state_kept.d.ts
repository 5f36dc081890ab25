/**
* | output |
* | --- |
* | ": the service could not be asked now, so this is what the desk kept." |
*
* @param {Empty_State_KeptInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const empty_state_kept: ((inputs?: Empty_State_KeptInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Empty_State_KeptInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Empty_State_KeptInputs = {};
