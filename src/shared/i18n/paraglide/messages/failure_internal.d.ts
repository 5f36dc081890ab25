/**
* | output |
* | --- |
* | "Something went wrong inside Freight Desk. Try again; if it keeps happening, restart the app." |
*
* @param {Failure_InternalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_internal: ((inputs?: Failure_InternalInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_InternalInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failure_InternalInputs = {};
