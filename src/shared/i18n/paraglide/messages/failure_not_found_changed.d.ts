/**
* | output |
* | --- |
* | "Nothing was changed: what you acted on may be gone or out of date, so reload it before anything else." |
*
* @param {Failure_Not_Found_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_not_found_changed: ((inputs?: Failure_Not_Found_ChangedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Not_Found_ChangedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failure_Not_Found_ChangedInputs = {};
