/**
* | output |
* | --- |
* | "Check your connection and try again." |
*
* @param {Failure_Check_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_check_connection: ((inputs?: Failure_Check_ConnectionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Check_ConnectionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failure_Check_ConnectionInputs = {};
