/**
* | output |
* | --- |
* | "The service refused the API key or secret of {name}: fix them in Settings to do this." |
*
* @param {Offline_Reason_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_reason_refused: ((inputs: Offline_Reason_RefusedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_Reason_RefusedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Offline_Reason_RefusedInputs = {
    name: NonNullable<unknown>;
};
