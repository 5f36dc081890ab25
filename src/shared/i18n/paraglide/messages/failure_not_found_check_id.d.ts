/**
* | output |
* | --- |
* | "Check the id or code." |
*
* @param {Failure_Not_Found_Check_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_not_found_check_id: ((inputs?: Failure_Not_Found_Check_IdInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Not_Found_Check_IdInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failure_Not_Found_Check_IdInputs = {};
